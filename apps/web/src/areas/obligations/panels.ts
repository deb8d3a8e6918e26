import type { PanelRegistrations } from '../../content/plugins.ts';

/** The panels the obligations area (regulatory decomposition) adds to the generic screens, by content type. */
export const obligationsPanels: PanelRegistrations = {};
