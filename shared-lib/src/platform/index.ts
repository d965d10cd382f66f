export * from './runtimeConfig';
export * from './storage';
