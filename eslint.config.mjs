// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['shell', 'mfe-storefront', 'mfe-account', 'mfe-checkout', 'mfe-content'];
const REMOTES = APPS.filter((app) => app !== 'shell');

/** @typedef {{ regex: string; message: string }} Ban an import path (regex) and why it is refused */

/**
 * An import of `app`'s code, by a relative path or by the package's name.
 * @param {string} app
 * @returns {Ban}
 */
const importOf = (app) => ({
  regex: `(^|/)${app}(/|$)`,
  message: `${app} is another app: share through shared-lib, or load its federated expose at run time.`,
});

/** @type {Ban[]} Every file: a package is imported through its public entries, never a path into its src. */
const DEEP_IMPORTS = [
  {
    regex: '^@topup/[^/]+/src(/|$)',
    message:
      "A path into a package's src: import an entry its package.json exports (@topup/shared-lib, @topup/shared-lib/testing, /rules, ...).",
  },
  {
    regex: '(^|/)(shared-lib|remote-harness|shell|mfe-[a-z]+|server-kit)/src(/|$)',
    message:
      "A path into another package's src: import an entry its package.json exports (e.g. @topup/shared-lib/rules, shell/route-table).",
  },
];

/**
 * The shell, but for the entries through which others host a page as it does: `shell/page-runtime` (a
 * remote's standalone harness) and `shell/testing` (page tests).
 * @param {string[]} entries
 * @returns {Ban}
 */
const shellExcept = (entries) => ({
  regex: `(^|/)shell(/(?!(${entries.join('|')})$)|$)`,
  message: `the shell is another app: only ${entries.map((entry) => `shell/${entry}`).join(' and ')} may be imported here.`,
});

/** @type {Ban} A test that starts the real store-api (its server and seed) to check a client against it. */
const STORE_API_SERVER_ONLY = {
  regex: '(^|/)store-api(?!/src/server$|/src/db/seed/)(/|$)',
  message: "a front end's tests may import store-api's server and seed only.",
};

/** @type {Ban} */
const STORE_API = {
  regex: '(^|/)store-api(/|$)',
  message: "store-api is deployed on its own: the front end reaches it over HTTP (shared-lib's api client).",
};
/** @type {Ban[]} */
const TOOLS = [
  { regex: '(^|/)scripts/', message: 'scripts/ are the tools: nothing deployed imports them.' },
  { regex: '(^|/)e2e/', message: 'e2e/ is the end-to-end suite: nothing deployed imports it.' },
];
/** @type {Ban[]} */
const FRONT_END = ['shared-lib', 'remote-harness', ...APPS].map((name) => ({
  regex: `(^|/)${name}(/|$)`,
  message: `${name} is front end: store-api and server-kit import none of it (they agree with it through the API).`,
}));

/**
 * The page server (shell/server) is deployed on its own: it imports neither the tools in scripts/ nor
 * store-api's source. What it shares with them lives in it (scripts import it) or in a workspace package.
 * @type {Ban[]}
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
  { regex: '(^|/)e2e/', message: 'e2e/ is the end-to-end suite: nothing deployed imports it.' },
];

/**
 * Who may import what (docs/architecture.md). A later zone that matches a file replaces an earlier one's
 * list, so a narrower zone (an app's src) repeats its package's bans. Besides these, every file keeps
 * DEEP_IMPORTS.
 * @type {{ files: string[]; bans: Ban[] }[]}
 */
const ZONES = [
  // shared-lib imports no app, no server, no tool.
  {
    files: ['shared-lib/**'],
    bans: [...APPS.map(importOf), importOf('remote-harness'), STORE_API, ...TOOLS],
  },
  // Its tests may start the real store-api (its server and seed) to check the api client against it.
  {
    files: ['shared-lib/**/*.test.{ts,tsx}'],
    bans: [...APPS.map(importOf), ...TOOLS, STORE_API_SERVER_ONLY],
  },
  // The remotes' standalone mount stands on shared-lib's public entries, like an app, hosts pages with
  // the shell's page runtime and puts them at the paths of its route table; no other app.
  {
    files: ['remote-harness/**'],
    bans: [...REMOTES.map(importOf), shellExcept(['page-runtime', 'route-table']), STORE_API, ...TOOLS],
  },
  // An app's package (its webpack config takes the shared config from scripts/webpack) imports no other app.
  ...APPS.map((app) => ({ files: [`${app}/**`], bans: APPS.filter((other) => other !== app).map(importOf) })),
  // An app's pages: no other app, no server, no tool. The shell imports no remote's source, only its
  // federated exposes at run time.
  ...APPS.map((app) => ({
    files: [`${app}/src/**`],
    bans: [...APPS.filter((other) => other !== app).map(importOf), STORE_API, ...TOOLS],
  })),
  // The shell's tests may start the real store-api too (its browser transport with the api client).
  {
    files: ['shell/src/**/*.test.{ts,tsx}'],
    bans: [...REMOTES.map(importOf), STORE_API_SERVER_ONLY, ...TOOLS],
  },
  // A remote's page tests render its pages as the shell does (shell/testing); nothing else of the shell.
  ...REMOTES.map((app) => ({
    files: [`${app}/src/**/*.test.{ts,tsx}`, `${app}/src/testing/**`],
    bans: [
      ...REMOTES.filter((other) => other !== app).map(importOf),
      shellExcept(['testing']),
      STORE_API,
      ...TOOLS,
    ],
  })),
  { files: ['shell/server/**'], bans: [...REMOTES.map(importOf), ...PAGE_SERVER_FORBIDDEN] },
  // The back end, and what it shares with the page server: no front end, no tool.
  { files: ['store-api/**'], bans: [...FRONT_END, ...TOOLS] },
  {
    files: ['server-kit/**'],
    bans: [
      ...FRONT_END,
      ...TOOLS,
      { regex: '(^|/)store-api(/|$)', message: 'server-kit stands under store-api, not on it.' },
    ],
  },
  // The tools may import the page server (shell/server: ports, release pointer, hosts), store-api's
  // source (they start, seed and check it in-process), shared-lib's and the apps' public entries (their
  // package.json exports: for an app, what it exports for tools), and e2e/support (the bench measures
  // pages as the specs do). Never an app's src (DEEP_IMPORTS) nor an e2e spec.
  {
    files: ['scripts/**'],
    bans: [{ regex: '(^|/)e2e/(?!support/)', message: 'scripts may use e2e/support only, not the specs.' }],
  },
  // The e2e specs may import: their own files, playwright.config, shared-lib's public entries and the
  // apps' entries for tools (words, route table, page markers), store-api's seed (store-api/src/db/seed/)
  // and its list of spec calls (store-api/src/docs/specCalls), and the spec-call helpers of
  // scripts/specCalls/ and scripts/webpack/singletons.mjs. Nothing else of any package.
  {
    files: ['e2e/**'],
    bans: [
      {
        regex: '(^|/)store-api/src/(?!db/seed/|docs/specCalls$)',
        message:
          "e2e may import store-api's seed and its list of spec calls only: it talks to store-api over HTTP.",
      },
      {
        regex: '(^|/)scripts/(?!specCalls/|webpack/singletons\\.mjs$)',
        message: 'e2e may import scripts/specCalls/ and scripts/webpack/singletons.mjs only.',
      },
      { regex: '(^|/)(shell/server|server-kit)(/|$)', message: 'e2e reaches the servers over HTTP.' },
    ],
  },
];

/**
 * The same bans for `import()`, which no-restricted-imports does not check: a selector per ban. esquery
 * reads a regex up to the first `/`, so slashes are written `\x2F`.
 * @param {Ban[]} bans
 */
const dynamicImportBans = (bans) =>
  bans.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));

/** @param {Ban[]} bans */
const importRules = (bans) => ({
  'no-restricted-imports': /** @type {import('eslint').Linter.RuleEntry} */ ([
    'error',
    { patterns: [...bans, ...DEEP_IMPORTS] },
  ]),
  'no-restricted-syntax': /** @type {import('eslint').Linter.RuleEntry} */ ([
    'error',
    ...dynamicImportBans([...bans, ...DEEP_IMPORTS]),
  ]),
});

function boundaryRules() {
  return [
    { files: ['**/*.{ts,tsx,mjs,js}'], rules: importRules([]) },
    ...ZONES.map(({ files, bans }) => ({ files, rules: importRules(bans) })),
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
  // Boundaries between separately deployed packages (docs/architecture.md; ZONES above): dependencies
  // point one way, apps -> shared-lib -> libraries, and a package is imported through its package.json
  // exports only, by static import and by import() alike.
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
  {
    // Every query of store-api answers a promise: one not awaited runs out of order with the request (and
    // outside its transaction), and its failure is lost. Typed rules see the promises.
    files: ['store-api/src/**/*.ts'],
    languageOptions: { parserOptions: { project: 'store-api/tsconfig.json' } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
);
