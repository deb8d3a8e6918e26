import Apps from '@mui/icons-material/Apps';
import { defineWebArea, full } from '../web-area.ts';

/** Apps on the web: its menu group, empty (and so not shown) until its pages exist. */
export const appsArea = defineWebArea({
  id: 'apps',
  menu: {
    label: 'Apps',
    icon: Apps,
    visible: full,
    rows: [
      // All apps, Import and Reporting join once their pages exist (the menu holds no dead end).
    ],
  },
});
