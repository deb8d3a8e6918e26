import Forest from '@mui/icons-material/Forest';
import { defineWebArea, full } from '../web-area.ts';

/**
 * Climate Policy (the Policies area, /impact/policies) on the web: its menu group. Statistics needs its own right
 * (`impactinitiative:create`): the drawer leaves out an entry whose route the user may not open.
 */
export const policiesArea = defineWebArea({
  id: 'policies',
  menu: {
    label: 'Climate Policy',
    icon: Forest,
    visible: full,
    home: ['PoliciesDashboard', 'Dashboard'],
    rows: [
      ['PoliciesHome', 'Home'],
      ['PoliciesTable', 'Policy table'],
      ['PoliciesMarket', 'Markets'],
      ['PoliciesCountry', 'Compare countries'],
      ['PoliciesLibrary', 'Library'],
      ['PoliciesDownloadChooseData', 'Download'],
      ['PoliciesNews', 'News'],
      ['PoliciesDatastrats', 'Explore data'],
      ['PoliciesHelp', 'Help'],
      ['PoliciesStats', 'Statistics'],
    ],
  },
});
