// @ts-check
// Where the server builds are (server-build-plugin.mjs writes them, shell/server/serverRender.ts
// reads them): named once, without loading the build tools.

/** Where a remote's server build is named, beside its mf-manifest.json. */
export const SERVER_MANIFEST = 'server/server-manifest.json';
/** The shell's renderer, in the shell's dist. */
export const SHELL_RENDERER = 'server/render.mjs';
