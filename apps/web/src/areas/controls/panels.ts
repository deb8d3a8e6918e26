import type { PanelRegistrations } from '../../content/plugins.ts';

/** The panels the controls area adds to the generic screens, by content type. */
export const controlsPanels: PanelRegistrations = {};
