import Article from '@mui/icons-material/Article';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { adminArea } from '../areas/admin/area.ts';
import { aiArea } from '../areas/ai/area.ts';
import { appsArea } from '../areas/apps/area.ts';
import { commoditiesArea } from '../areas/commodities/area.ts';
import { controlsArea } from '../areas/controls/area.ts';
import { esgArea } from '../areas/esg/area.ts';
import { faqsArea } from '../areas/faqs/area.ts';
import { horizonArea } from '../areas/horizon/area.ts';
import { impactArea } from '../areas/impact/area.ts';
import { marArea } from '../areas/mar/area.ts';
import { obligationsArea } from '../areas/obligations/area.ts';
import { policiesArea } from '../areas/policies/area.ts';
import { taxArea } from '../areas/tax/area.ts';
import { defineWebArea, external, flag, full, type WebArea } from '../areas/web-area.ts';

/** The areas' web declarations, in menu order (spec §1). A new area is one file and one line here. */
export const WEB_AREAS: readonly WebArea[] = [
  horizonArea,
  obligationsArea,
  aiArea,
  policiesArea,
  commoditiesArea,
  controlsArea,
  taxArea,
  marArea,
  esgArea,
  impactArea,
  faqsArea,
  appsArea,
  adminArea,
];

/**
 * The menu groups of the app itself rather than of an area: the spec's "[TODO]" placeholders (disabled, no route),
 * and the external builds' short menu (§6: article, cpd, initiative, case) plus Settings and About.
 */
export const APP_GROUPS: readonly WebArea[] = [
  defineWebArea({
    id: 'later',
    menu: {
      label: 'Sanctions and training',
      icon: HourglassEmpty,
      visible: full,
      rows: [
        [null, 'Sanctions'],
        [null, 'Training cases'],
      ],
    },
  }),
  defineWebArea({
    id: 'content',
    menu: {
      label: 'Content',
      icon: Article,
      visible: external,
      rows: [
        ['Home', 'Home'],
        ['Articles', 'Insights', flag('article')],
        ['PoliciesDashboard', 'Climate policy initiatives', flag('initiative')],
        ['Cases', 'Cases', flag('case')],
      ],
    },
  }),
  defineWebArea({
    id: 'account',
    menu: {
      label: 'Your organisation',
      icon: ManageAccounts,
      visible: external,
      rows: [
        ['Settings', 'Settings'],
        ['About', 'About'],
      ],
    },
  }),
];
