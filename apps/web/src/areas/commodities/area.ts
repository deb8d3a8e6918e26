import Agriculture from '@mui/icons-material/Agriculture';
import { defineWebArea, full } from '../web-area.ts';

/** Commodities on the web: its menu group. */
export const commoditiesArea = defineWebArea({
  id: 'commodities',
  menu: {
    label: 'Commodities',
    icon: Agriculture,
    visible: full,
    home: ['CommoditiesHome', 'Overview'],
    rows: [
      ['CommoditiesInitiatives', 'Initiatives'],
      ['CommoditiesObligations', 'Obligations'],
      ['CommoditiesInsights', 'Insights'],
      ['CommoditiesNews', 'News'],
      ['CommoditiesDatastrats', 'Explore data'],
    ],
  },
});
