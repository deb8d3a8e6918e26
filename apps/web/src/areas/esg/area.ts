import TableChart from '@mui/icons-material/TableChart';
import { defineWebArea, flag, full } from '../web-area.ts';

/** ESG metrics and reporting MI on the web: its menu group. */
export const esgArea = defineWebArea({
  id: 'esg',
  menu: {
    label: 'ESG',
    icon: TableChart,
    visible: full,
    home: ['MetricsHome', 'Metrics overview'],
    rows: [
      ['MetricsMetrics', 'Metrics'],
      ['MetricsDataelements', 'Data elements'],
      ['MetricsLineageTable', 'Lineage'],
      ['MetricsDataModel', 'Data model'],
      ['MetricsInteroperability', 'Interoperability'],
      ['MetricsGraphs', 'Graphs'],
      ['MetricsDownload', 'Download'],
      ['MetricsReportingframeworks', 'Reporting frameworks', flag('reportingframework')],
      ['MetricsDatastrats', 'Explore data'],
      ['ReportingmiItems', 'Reporting MI', flag('impactreportingmi')],
      ['ReportingmiEmails', 'MI e-mails', flag('impactreportingmi')],
    ],
  },
});
