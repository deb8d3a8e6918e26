import Shield from '@mui/icons-material/Shield';
import { defineWebArea, fullWith } from '../web-area.ts';

/** Market Abuse Insights on the web: its menu group. */
export const marArea = defineWebArea({
  id: 'mar',
  menu: {
    label: 'Market Abuse Insights (MAR)',
    icon: Shield,
    visible: fullWith('mar'),
    home: ['MarHome', 'Overview'],
    rows: [
      ['MarDashboard', 'Surveillance dashboard'],
      ['MarCases', 'Cases'],
      ['MarRisks', 'Risks'],
      ['MarMatrix', 'Coverage matrix'],
      ['MarInsights', 'Insights'],
      ['MarNews', 'News'],
      ['MarDatastrats', 'Explore data'],
    ],
  },
});
