import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { defineWebArea, flag, fullWith } from '../web-area.ts';

/** Admin on the web: its menu group (its other screens — tags, preferences, accounts, groups, migrations, app config — join once built). */
export const adminArea = defineWebArea({
  id: 'admin',
  menu: {
    label: 'Admin',
    icon: AdminPanelSettings,
    visible: fullWith('adminMenu'),
    rows: [
      ['AdminSourcesTable', 'Sources table', flag('source')],
      ['AdminNotifications', 'Notifications', flag('adminNotifications')],
      ['AdminSlas', 'SLAs', flag('sla')],
    ],
  },
});
