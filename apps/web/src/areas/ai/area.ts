import Psychology from '@mui/icons-material/Psychology';
import { defineWebArea, full } from '../web-area.ts';

/** AI Regulatory Radar on the web: its menu group. */
export const aiArea = defineWebArea({
  id: 'ai',
  menu: {
    label: 'AI Regulatory Radar',
    icon: Psychology,
    visible: full,
    home: ['AiHome', 'Overview'],
    rows: [
      ['AiMap', 'Map'],
      ['AiRegulations', 'Regulations'],
      ['AiInsights', 'Insights'],
      ['AiDatastrats', 'Explore data'],
    ],
  },
});
