// The shell's test helpers, for every app's page tests (`shell/testing`): a page rendered as the shell
// renders it, and the page runtime it renders with.
export * from './renderPage';
export * from '../pageRuntime';
