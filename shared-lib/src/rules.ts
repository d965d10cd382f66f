// The store's rules and names without React, styles or the api client, for what runs in plain node and
// must agree with the pages: the shell's page server, the e2e specs and the tools. Its own entry,
// `@topup/shared-lib/rules` (package.json "exports"), as the index loads components and styles.
export * from './domain/countries';
export * from './domain/country';
export * from './domain/locale';
export * from './domain/money';
export * from './domain/session';
export * from './platform/cookies';
export * from './platform/identity';
export * from './platform/personalView';
export * from './platform/runtimeConfig';
export * from './platform/storage';
export { TransportFailure } from './api/transportFailure';
export { POPUPS_KEY_PREFIX } from './stores/userSession';
