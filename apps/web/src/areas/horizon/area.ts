import Sensors from '@mui/icons-material/Sensors';
import { defineWebArea, flag, full, type MenuRule } from '../web-area.ts';
import { waitingBadge } from './queue/badge.ts';

/** Shown to whom the Admin menu is not. */
const noAdmin: MenuRule = (flags) => !flags.adminMenu;

/** Horizon on the web: its menu group (its panels for the generic screens: ./panels.ts). */
export const horizonArea = defineWebArea({
  id: 'horizon',
  menu: {
    label: 'Horizon',
    icon: Sensors,
    visible: full,
    rows: [
      ['Home', 'Home'],
      ['News', 'News'],
      ['Events', 'Events'],
      ['Articles', 'Insights', flag('insights'), waitingBadge('article')],
      ['WorkflowArticles', 'Editorial board', flag('articleWorkflowEdit')],
      ['ArticlesReport', 'Insights report', flag('insights')],
      ['ResearchCountryRegulationsV4', 'Country regulations', flag('regulation')],
      ['Signals', 'Signals'],
      ['Snapshot', 'Snapshot'],
      ['Topics', 'Topics'],
      ['Tags', 'Tags'],
      // The rules that set tags sit beside them: the tagger role runs both without the Admin menu (spec §6).
      ['AdminAutotags', 'Auto-tag rules'],
      // The news figures of the Admin menu, for the taggers who read news without it.
      ['AdminNewsAnytag', 'Tagged news', noAdmin],
      ['AdminNewsCount', 'News counts', noAdmin],
      ['AdminNewsMatrix', 'News matrix', noAdmin],
      ['AdminNewsSource', 'News by source', noAdmin],
      ['Types', 'Types'],
      ['Regulators', 'Regulators'],
      // The taxonomy's keepers open it without the control right that shows the Controls group: here for them.
      ['ControlsTaxonomy', 'Taxonomy', (flags) => !flags.control],
      ['Riskcomponents', 'Risk components'],
      ['Processes', 'Processes'],
      ['Sources', 'Sources', flag('source')],
      // The sources' fetching state and bulk fetch, for the taggers who keep sources without the Admin menu.
      [
        'AdminSourcesTableRows',
        'Sources (rows)',
        (flags, build) => flag('source')(flags, build) && noAdmin(flags, build),
      ],
    ],
  },
});
