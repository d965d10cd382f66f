// @ts-check
// One jest run, one project per package: browser packages in jsdom, store-api in node.

// Jest 30's default 'soft' globals cleanup recurses forever when a later test file writes a global
// again (jestjs/jest#16044, #16443, fix not released): turn it off.
const testEnvironmentOptions = { globalsCleanup: 'off' };

/** @type {Record<string, unknown>} */
const swcTransform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** @param {string} name */
const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  testEnvironmentOptions,
  transform: swcTransform,
  setupFiles: ['<rootDir>/../jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../jest.style-stub.ts',
    // The router the apps get in the browser (see shared-lib/src/singletons/reactRouterDom.ts).
    '^react-router-dom$': '<rootDir>/../shared-lib/src/singletons/reactRouterDom.ts',
    // The same for react-i18next (shared-lib/src/singletons/reactI18next.ts) and its private source name.
    '^react-i18next$': '<rootDir>/../shared-lib/src/singletons/reactI18next.ts',
    '^@topup/react-i18next-source$': '<rootDir>/../node_modules/react-i18next/dist/commonjs/index.js',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

/** @type {import('jest').Config} */
const config = {
  // Jest's default leaves one core to its parent process, which only waits: on a 2-core machine that
  // halves the run. Every core runs test files.
  maxWorkers: '100%',
  // Every core runs a test file, so on a busy 2-core machine a store's start (seeding, hashing) can take
  // longer than jest's 5 s default: tests fail on what they check, never on the machine's speed.
  testTimeout: 30_000,
  projects: [
    ...[
      'shared-lib',
      'remote-harness',
      'shell',
      'mfe-storefront',
      'mfe-account',
      'mfe-checkout',
      'mfe-content',
    ].map(browserProject),
    {
      displayName: 'store-api',
      rootDir: '<rootDir>/store-api',
      testEnvironment: 'node',
      testEnvironmentOptions,
      transform: swcTransform,
      // Should Fastify's inject get a cookie 2.x (ES modules only) again, swc turns it into CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // What both servers share (server-kit): node, as they run.
      displayName: 'server-kit',
      rootDir: '<rootDir>/server-kit',
      testEnvironment: 'node',
      testEnvironmentOptions,
      transform: swcTransform,
      transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // The shell's page server (shell/server): node, like the scripts below.
      displayName: 'shell-server',
      rootDir: '<rootDir>/shell/server',
      testEnvironment: 'node',
      testEnvironmentOptions,
      transform: { ...swcTransform, '^.+\\.mjs$': swcTransform['^.+\\.(t|j)sx?$'] },
      transformIgnorePatterns: [
        '/node_modules/(?!(content-disposition|(light-my-request/node_modules/)?cookie)/)',
      ],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/../../jest.style-stub.ts',
        '^react-router-dom$': '<rootDir>/../../shared-lib/src/singletons/reactRouterDom.ts',
        '^react-i18next$': '<rootDir>/../../shared-lib/src/singletons/reactI18next.ts',
        '^@topup/react-i18next-source$': '<rootDir>/../../node_modules/react-i18next/dist/commonjs/index.js',
      },
      testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    },
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testEnvironmentOptions,
      // The webpack helpers (singletons.mjs) and the page server's port table (shell/server/appPorts.mjs) are ES modules the checks import too.
      transform: { ...swcTransform, '^.+\\.mjs$': swcTransform['^.+\\.(t|j)sx?$'] },
      // The static host's test loads @fastify/static, whose content-disposition ships ES modules only,
      // and injects requests (cookie 2.x, as in store-api): swc turns them into CommonJS.
      transformIgnorePatterns: [
        '/node_modules/(?!(content-disposition|(light-my-request/node_modules/)?cookie)/)',
      ],
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};

export default config;
