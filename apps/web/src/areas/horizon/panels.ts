import type { PanelRegistrations } from '../../content/plugins.ts';

const taggedNews = () => import('./TaggedNewsPanel.tsx').then((module) => ({ default: module.TaggedNewsPanel }));

/**
 * The panels Horizon adds to the generic screens, by content type (each loads when a screen shows it). Apart from
 * area.ts so that the menu, which Home shows, does not carry them: app/register-areas.ts registers them.
 */
export const horizonPanels: PanelRegistrations = {
  item: {
    source: () => import('./SourceStatePanel.tsx').then((module) => ({ default: module.SourceStatePanel })),
    newstype: taggedNews,
    tag: taggedNews,
    event: () => import('./calendar/CalendarPanels.tsx').then((module) => ({ default: module.AddToCalendarPanel })),
  },
  list: {
    autotag: () => import('./RerunRulesPanel.tsx').then((module) => ({ default: module.RerunRulesPanel })),
    newsitem: () => import('./news/NewsTriagePanel.tsx').then((module) => ({ default: module.NewsTriagePanel })),
    article: () => import('./queue/WaitingQueuePanel.tsx').then((module) => ({ default: module.InsightQueuePanel })),
    event: () => import('./calendar/CalendarPanels.tsx').then((module) => ({ default: module.CalendarListPanel })),
    source: () => import('./sources/OpmlPanel.tsx').then((module) => ({ default: module.OpmlPanel })),
  },
  form: {
    autotag: () => import('./RulePreviewPanel.tsx').then((module) => ({ default: module.RulePreviewPanel })),
  },
};
