import Forest from '@mui/icons-material/Forest';
import { defineWebArea, full } from '../web-area.ts';

/** Climate Policy (the Policies area, /impact/policies) on the web: its menu group. */
export const policiesArea = defineWebArea({
  id: 'policies',
  menu: {
    label: 'Climate Policy',
    icon: Forest,
    visible: full,
    home: ['PoliciesDashboard', 'Dashboard'],
    rows: [
      ['PoliciesTable', 'Policy table'],
      ['PoliciesNews', 'News'],
      ['PoliciesDatastrats', 'Explore data'],
    ],
  },
});
