// Public surface of shared-lib. Apps import from '@topup/shared-lib' only, so federation shares one copy.
// Each layer keeps its own barrel (docs/architecture.md, "Layers inside shared-lib").
export * from './domain';
export * from './platform';
export * from './api';
export * from './i18n';
export * from './stores';
export * from './integrations';
export * from './ui';
export * from './routing';
