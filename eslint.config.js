import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importZones } from './eslint/import-zones.js';

/**
 * Module boundaries (CONVENTIONS 11): core imports nothing of the apps; web and server never import each other.
 * `paths`: single modules (or names of them) refused besides.
 */
const boundaries = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });

/** What route data must not import: pages, screens, areas and the app that assembles them. */
const WEB_SCREENS = ['app', 'areas', 'content', 'dashboard', 'explorer', 'pages', 'components'].map(
  (dir) => `apps/web/src/${dir}`,
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/*/data/**',
      'apps/server/drizzle/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/core/**'],
    rules: boundaries([
      { group: ['@rh/server', '@rh/web', '**/apps/**'], message: 'packages/core imports nothing from the apps.' },
    ]),
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: boundaries(
      [{ group: ['@rh/server', '**/apps/server/**'], message: 'The web client never imports server code.' }],
      // MUI gives every Alert the role "alert", errors and empty states alike: components/Alert.tsx gives the role its
      // severity calls for.
      [
        { name: '@mui/material', importNames: ['Alert'], message: 'Use components/Alert.tsx.' },
        { name: '@mui/material/Alert', message: 'Use components/Alert.tsx.' },
      ],
    ),
  },
  {
    files: ['apps/server/**'],
    rules: boundaries([{ group: ['@rh/web', '**/apps/web/**'], message: 'The server never imports web code.' }]),
  },
  {
    // Plug-ins register with the engine; the engine imports none of them (CONVENTIONS 13), and route data pulls in
    // no page (issue 12): resolved paths, `import()` included.
    files: ['apps/web/src/**', 'apps/server/src/**'],
    plugins: { local: { rules: { 'import-zones': importZones } } },
    rules: {
      'local/import-zones': [
        'error',
        {
          zones: [
            {
              target: 'apps/web/src/content',
              from: ['apps/web/src/areas'],
              message:
                'The generic engine (content/) imports no area: the area registers with it (content/plugins.ts).',
            },
            {
              target: 'apps/web/src/routes',
              from: WEB_SCREENS,
              message: 'routes/ holds route data that links need; pages are assembled at the top (app/pages.ts).',
            },
            {
              target: 'apps/server/src/content',
              from: ['apps/server/src/modules'],
              message: 'The generic content routes import no module: modules register with the app (app.ts).',
            },
          ],
          areas: 'apps/web/src/areas',
        },
      ],
    },
  },
);
