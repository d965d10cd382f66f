declare const __SHELL_BUILD_ID__: string | undefined;

/** The build this page runs (set by the shell's webpack config; "dev" in tests). */
export const SHELL_BUILD_ID: string = typeof __SHELL_BUILD_ID__ === 'string' ? __SHELL_BUILD_ID__ : 'dev';
