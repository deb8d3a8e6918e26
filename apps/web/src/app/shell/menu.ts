import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Agriculture from '@mui/icons-material/Agriculture';
import Apps from '@mui/icons-material/Apps';
import Article from '@mui/icons-material/Article';
import Checklist from '@mui/icons-material/Checklist';
import Forest from '@mui/icons-material/Forest';
import Gavel from '@mui/icons-material/Gavel';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Psychology from '@mui/icons-material/Psychology';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Sensors from '@mui/icons-material/Sensors';
import Shield from '@mui/icons-material/Shield';
import TableChart from '@mui/icons-material/TableChart';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Build, MenuFlags } from '@rh/core';

/** Whether a group or an item shows for these menu flags in this build. */
export type MenuRule = (flags: MenuFlags, build: Build) => boolean;

export interface MenuItem {
  /** The route name (routes/table.ts) the item opens; absent for a placeholder that has no route yet. */
  route?: string;
  label: string;
  /** Absent: shown whenever its group is. */
  visible?: MenuRule;
  /** Shown greyed out, not clickable. */
  disabled?: boolean;
  /** A placeholder the spec marks "[TODO]". */
  todo?: boolean;
}

export interface MenuGroup {
  id: string;
  label: string;
  icon: SvgIconComponent;
  visible: MenuRule;
  items: readonly MenuItem[];
}

const full: MenuRule = (_flags, build) => build === 'full';
const external: MenuRule = (_flags, build) => build !== 'full';
function flag(name: string): MenuRule {
  return (flags) => flags[name] === true;
}
function fullWith(name: string): MenuRule {
  return (flags, build) => build === 'full' && flags[name] === true;
}

/** One item: its route name (null: a "[TODO]" placeholder with no route yet), its label, and its own rule. */
type Row = readonly [route: string | null, label: string, visible?: MenuRule];
function area(id: string, label: string, icon: SvgIconComponent, visible: MenuRule, rows: readonly Row[]): MenuGroup {
  const items = rows.map(([route, label, rule]): MenuItem => {
    const item: MenuItem = route === null ? { label, disabled: true, todo: true } : { route, label };
    return rule ? { ...item, visible: rule } : item;
  });
  return { id, label, icon, visible, items };
}

/**
 * The drawer menu of spec §2 as data. Groups follow the §1 areas; the external builds get their own short menu
 * (§6: article, cpd, initiative, case) plus Settings and About.
 */
export const MENU: readonly MenuGroup[] = [
  area('horizon', 'Horizon', Sensors, full, [
    ['Home', 'Home'],
    ['News', 'News'],
    ['Events', 'Events'],
    ['Articles', 'Insights', flag('insights')],
    ['Signals', 'Signals'],
    ['Snapshot', 'Snapshot'],
    ['Topics', 'Topics'],
    ['Tags', 'Tags'],
    // The rules that set tags sit beside them: the tagger role runs both without the Admin menu (spec §6).
    ['AdminAutotags', 'Auto-tag rules'],
    ['Types', 'Types'],
    ['Regulators', 'Regulators'],
    ['Sources', 'Sources', flag('source')],
  ]),
  area('obligations', 'Obligations', Gavel, fullWith('regulation'), [
    ['RegdecompDashboard', 'Dashboard'],
    ['RegdecompObligations', 'Obligations'],
    ['RegdecompRegulations', 'Regulations'],
    ['RegdecompAbout', 'About regulatory decomposition'],
  ]),
  area('ai', 'AI Regulatory Radar', Psychology, full, [
    ['AiHome', 'Overview'],
    ['AiMap', 'Map'],
    ['AiRegulations', 'Regulations'],
    ['AiInsights', 'Insights'],
  ]),
  area('climate', 'Climate Policy', Forest, full, [
    ['PoliciesDashboard', 'Dashboard'],
    ['PoliciesTable', 'Policy table'],
    ['PoliciesLibrary', 'Library'],
    ['PoliciesNews', 'News'],
  ]),
  area('commodities', 'Commodities', Agriculture, full, [
    ['CommoditiesHome', 'Overview'],
    ['CommoditiesInitiatives', 'Initiatives'],
    ['CommoditiesObligations', 'Obligations'],
    ['CommoditiesInsights', 'Insights'],
    ['CommoditiesNews', 'News'],
  ]),
  area('controls', 'Controls', Checklist, fullWith('control'), [
    ['ControlsHome', 'Overview'],
    ['ControlsControls', 'Controls'],
    ['ControlsMatrix', 'Matrix'],
    ['ControlsInsights', 'Insights'],
  ]),
  area('tax', 'ESG Tax', ReceiptLong, full, [
    ['TaxMap', 'Dashboard'],
    ['TaxRecords', 'Records'],
    ['TaxInsights', 'Insights'],
    ['TaxNews', 'News'],
  ]),
  area('mar', 'Market Abuse Insights (MAR)', Shield, fullWith('mar'), [
    ['MarHome', 'Overview'],
    ['MarDashboard', 'Dashboard'],
    ['MarCases', 'Cases'],
    ['MarRisks', 'Risks'],
    ['MarMatrix', 'Matrix'],
    ['MarInsights', 'Insights'],
    ['MarNews', 'News'],
  ]),
  area('esg', 'ESG', TableChart, full, [
    ['MetricsHome', 'Metrics overview'],
    ['MetricsMetrics', 'Metrics'],
    ['MetricsDataelements', 'Data elements'],
    ['MetricsReportingframeworks', 'Reporting frameworks', flag('reportingframework')],
    ['ReportingmiItems', 'Reporting MI', flag('impactreportingmi')],
  ]),
  area('impact', 'IMPACT', AccountBalance, full, [
    ['ImpactInitiatives', 'Initiatives'],
    ['ImpactExperts', 'Experts'],
    ['ImpactTopics', 'Topics'],
    ['ImpactReporting', 'Reporting'],
  ]),
  area('faqs', 'FAQs', QuestionAnswer, fullWith('faq'), [
    ['Faqs', 'FAQs'],
    ['FaqsThemes', 'Themes'],
    ['FaqsRisks', 'Risks'],
    ['FaqsAbout', 'About FAQs'],
  ]),
  area('apps', 'Apps', Apps, full, [
    ['Apps', 'All apps'],
    ['AppsImport', 'Import', flag('appimporting')],
    ['AppsReporting', 'Reporting', flag('appreporting')],
  ]),
  area('admin', 'Admin', AdminPanelSettings, fullWith('adminMenu'), [
    ['AdminSourcesTable', 'Sources table', flag('source')],
    ['AdminTags', 'Tags'],
    ['AdminNotifications', 'Notifications', flag('adminNotifications')],
    ['AdminPreferences', 'Preferences'],
    ['AdminSlas', 'SLAs', flag('sla')],
    ['Accounts', 'Accounts', flag('account')],
    ['Usergroups', 'User groups', flag('userGroup')],
    ['Ugroups', 'Groups', flag('ugroup')],
    ['Migrations', 'Migrations', flag('migrationCreate')],
    ['AdminAppconfig', 'App config', flag('appconfig')],
  ]),
  area('later', 'Sanctions and training', HourglassEmpty, full, [
    [null, 'Sanctions'],
    [null, 'Training cases'],
  ]),
  area('content', 'Content', Article, external, [
    ['Home', 'Home'],
    ['Articles', 'Insights', flag('article')],
    ['PoliciesDashboard', 'Climate policy initiatives', flag('initiative')],
    ['Cases', 'Cases', flag('case')],
  ]),
  area('account', 'Your organisation', ManageAccounts, external, [
    ['Settings', 'Settings'],
    ['About', 'About'],
  ]),
];

/** The label a user reads: placeholders carry the spec's "[TODO]" mark. */
export const menuLabel = (item: MenuItem) => (item.todo ? `${item.label} [TODO]` : item.label);

/**
 * The groups and items these menu flags show in this build (spec §2, §6); `canOpen` (`opensFor` of routes/access.ts)
 * further hides items whose route would turn the user away or is not built yet. Groups left without items are dropped.
 */
export function visibleMenu(
  flags: MenuFlags,
  build: Build,
  canOpen: (route: string) => boolean = () => true,
  menu: readonly MenuGroup[] = MENU,
): MenuGroup[] {
  return menu
    .filter((group) => group.visible(flags, build))
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => (item.visible?.(flags, build) ?? true) && (item.route === undefined || canOpen(item.route)),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
