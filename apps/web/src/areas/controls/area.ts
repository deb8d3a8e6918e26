import Checklist from '@mui/icons-material/Checklist';
import { defineWebArea, fullWith } from '../web-area.ts';

/** Controls on the web: its menu group. */
export const controlsArea = defineWebArea({
  id: 'controls',
  menu: {
    label: 'Controls',
    icon: Checklist,
    visible: fullWith('control'),
    home: ['ControlsHome', 'Overview'],
    rows: [
      ['ControlsControls', 'Controls'],
      ['ControlsMatrix', 'Control × risk matrix'],
      ['ControlsTaxonomy', 'Taxonomy'],
      ['ControlsInsights', 'Insights'],
      ['ControlsNews', 'News'],
      ['ControlsDatastrats', 'Explore data'],
    ],
  },
});
