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

/**
 * The page server (shell/server) is deployed on its own: it imports neither the tools in scripts/ nor
 * store-api's source. What it shares with them lives in it (scripts import it) or in a workspace package.
 */
const PAGE_SERVER_FORBIDDEN = [
  {
    regex: '(^|/)scripts/',
    message: 'The page server is deployed without scripts/: move what both need into shell/server.',
  },
  {
    regex: '(^|/)store-api/src(/|$)',
    message:
      'The page server is deployed apart from store-api: share through @topup/server-kit, or copy on purpose with a test that holds the copies equal (scripts/contract).',
  },
];

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
  return [
    ...Object.entries(forbidden).map(([files, apps]) => ({
      files: [files],
      rules: {
        'no-restricted-imports': /** @type {import('eslint').Linter.RuleEntry} */ ([
          'error',
          { patterns: apps.map(importOf) },
        ]),
      },
    })),
    {
      // The last entry for these files wins: the shell's rules again, with the page server's own.
      files: ['shell/server/**'],
      rules: {
        'no-restricted-imports': /** @type {import('eslint').Linter.RuleEntry} */ ([
          'error',
          { patterns: [...forbidden['shell/**'].map(importOf), ...PAGE_SERVER_FORBIDDEN] },
        ]),
      },
    },
  ];
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
