import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { defineWebArea, flag, fullWith } from '../web-area.ts';

/** Admin on the web: its menu group (its other screens — tags, preferences, accounts, groups, migrations, app config — join once built). */
export const adminArea = defineWebArea({
  id: 'admin',
  menu: {
    label: 'Admin',
    icon: AdminPanelSettings,
    // An account admin holds `account` without `adminMenu`: the group shows for them with its Accounts row alone.
    visible: (flags, build) => fullWith('adminMenu')(flags, build) || fullWith('account')(flags, build),
    rows: [
      ['AdminSourcesTable', 'Sources table', flag('source')],
      ['AdminSourcesTableRows', 'Sources (rows)', flag('source')],
      ['AdminLinks', 'Broken links', flag('relationship')],
      ['AdminNotifications', 'Notifications', flag('adminNotifications')],
      ['AdminSlas', 'SLAs', flag('sla')],
      // No menu flag names news, tables, topics' deletion or reading migrations: each route's own grant hides the row.
      ['AdminNewsCount', 'News counts'],
      ['AdminNewsMatrix', 'News matrix'],
      ['AdminNewsSource', 'News by source'],
      ['AdminNewsAnytag', 'Tagged news'],
      ['AdminTags', 'Tags'],
      ['AdminDeletedTopics', 'Deleted topics'],
      ['AdminTables', 'Tables'],
      ['Migrations', 'Migrations'],
      ['Stats', 'Usage statistics', flag('stats')],
      ['AdminPreferences', 'Preferences'],
      ['AdminAppconfig', 'App configuration', flag('appconfig')],
      ['Testapi', 'API console'],
      ['Accounts', 'Accounts', flag('account')],
      ['Ugroups', 'Users', flag('ugroup')],
      ['Usergroups', 'User groups', flag('userGroup')],
    ],
  },
});
