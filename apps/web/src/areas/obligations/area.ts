import Gavel from '@mui/icons-material/Gavel';
import { defineWebArea, fullWith } from '../web-area.ts';

/** Obligations (regulatory decomposition) on the web: its menu group. */
export const obligationsArea = defineWebArea({
  id: 'obligations',
  menu: {
    label: 'Obligations',
    icon: Gavel,
    visible: fullWith('regulation'),
    home: ['RegdecompDashboard', 'Dashboard'],
    rows: [
      ['RegdecompObligations', 'Obligations'],
      ['RegdecompRegulations', 'Regulations'],
      ['RegdecompRequirements', 'Requirements'],
      ['RegdecompEntities', 'Entity types'],
      ['RegdecompFunctions', 'Business functions'],
      ['RegdecompPdf', 'Documents'],
      ['RegdecompJournal', 'Journal'],
      ['RegdecompStatic', 'Guide'],
      ['RegdecompAbout', 'About'],
    ],
  },
});
