// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['shell', 'mfe-storefront', 'mfe-account', 'mfe-checkout', 'mfe-content'];

/**
 * An import of `app`'s code, by a relative path or by the package's name.
 * @param {string} app
 */
const importOf = (app) => ({
  regex: `(^|/)${app}(/|$)`,
  message: `${app} is another app: share through shared-lib, or load its federated expose at run time.`,
});

/** Each package may not import the apps named for it. */
function boundaryRules() {
  const forbidden = {
    'shared-lib/**': APPS,
    'shell/**': APPS.filter((app) => app !== 'shell'),
    ...Object.fromEntries(
      APPS.filter((app) => app !== 'shell').map((app) => [
        `${app}/**`,
        APPS.filter((other) => other !== app),
      ]),
    ),
  };
  return Object.entries(forbidden).map(([files, apps]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': /** @type {import('eslint').Linter.RuleEntry} */ ([
        'error',
        { patterns: apps.map(importOf) },
      ]),
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'test-results/**',
      'playwright-report/**',
      'store-api/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line tools talk to the person running them.
    files: [
      'scripts/**',
      'store-api/src/main.ts',
      'store-api/src/db/reset.ts',
      'store-api/src/bench/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  // Boundaries between separately deployed apps (docs/architecture.md): dependencies point one way, apps ->
  // shared-lib -> libraries. A remote imports no other remote and not the shell; the shell (its pages
  // and its server) imports no remote's source, only its federated exposes at run time; shared-lib
  // imports no app.
  ...boundaryRules(),
  {
    // A cycle makes load order decide what a module sees at start, and ties files that should move alone.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.apps.json', 'store-api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'jest.*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
