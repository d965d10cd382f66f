// The observability tracker. Not part of shared-lib's barrel: the shell imports it on demand, so it
// stays out of every first load.
export * from './startTracker';
export * from './trackerRules';
export type * from './trackerTypes';
