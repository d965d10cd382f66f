// shared-lib's test helpers, for every app's tests: `@topup/shared-lib/testing` (package.json "exports").
export * from './chooseOption';
export * from './fakeTransport';
export * from './fakeIntersectionObserver';
export * from './orderFixture';
export * from './testScripts';
export * from './testStores';
export * from './testApi';
