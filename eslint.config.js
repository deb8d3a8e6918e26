import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Module boundaries (CONVENTIONS 11): core imports nothing of the apps; web and server never import each other. */
const boundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

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
    rules: boundaries([
      { group: ['@rh/server', '**/apps/server/**'], message: 'The web client never imports server code.' },
    ]),
  },
  {
    files: ['apps/server/**'],
    rules: boundaries([{ group: ['@rh/web', '**/apps/web/**'], message: 'The server never imports web code.' }]),
  },
);
