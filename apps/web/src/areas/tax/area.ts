import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { defineWebArea, full } from '../web-area.ts';

/** ESG Tax on the web: its menu group. */
export const taxArea = defineWebArea({
  id: 'tax',
  menu: {
    label: 'ESG Tax',
    icon: ReceiptLong,
    visible: full,
    home: ['TaxMap', 'Dashboard'],
    rows: [
      ['TaxRecords', 'Records'],
      ['TaxInsights', 'Insights'],
      ['TaxNews', 'News'],
      ['TaxDatastrats', 'Explore data'],
    ],
  },
});
