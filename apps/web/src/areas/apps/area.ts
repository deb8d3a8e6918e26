import Apps from '@mui/icons-material/Apps';
import { defineWebArea, flag, full } from '../web-area.ts';

/** Apps on the web: its menu group (the apps' home, Import and Reporting). */
export const appsArea = defineWebArea({
  id: 'apps',
  menu: {
    label: 'Apps',
    icon: Apps,
    visible: full,
    rows: [
      // All apps is open to every signed-in user (its page lists only the apps they may open, routes/table.ts).
      ['Apps', 'All apps'],
      ['AppsImport', 'Import', flag('appimporting')],
      ['AppsReporting', 'Reporting', flag('appreporting')],
    ],
  },
});
