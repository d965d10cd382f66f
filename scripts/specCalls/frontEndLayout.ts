// The front end as the call check reads it: every browser package's program (tsconfig.apps.json), the
// apps' code, and what is not the store's code at all (tests, test helpers, dev harnesses).
import path from 'node:path';
import ts from 'typescript';
import type { CodeLayout } from './callSites';

/** The shell (its pages and its page server) and the four remotes. */
const APP_FOLDERS = [
  'shell/src/',
  'shell/server/',
  'mfe-storefront/src/',
  'mfe-account/src/',
  'mfe-checkout/src/',
  'mfe-content/src/',
];
const LIBRARY_FOLDERS = ['shared-lib/src/'];

/**
 * Not the running store: tests and their helpers, the harness for running a remote alone, and
 * each remote's own entry (`src/bootstrap.tsx`, which mounts it alone for its team; the shell loads its exposes).
 */
const NOT_THE_STORE = [
  /\.test\.tsx?$/,
  /(^|\/)testing\//,
  /(^|\/)__tests__\//,
  /^remote-harness\//,
  /^mfe-[a-z]+\/src\/(bootstrap\.tsx|index\.ts)$/,
];

export function classifyFile(relative: string): 'app' | 'library' | 'other' {
  const file = relative.split(path.sep).join('/');
  if (NOT_THE_STORE.some((pattern) => pattern.test(file))) return 'other';
  if (APP_FOLDERS.some((folder) => file.startsWith(folder))) return 'app';
  if (LIBRARY_FOLDERS.some((folder) => file.startsWith(folder))) return 'library';
  return 'other';
}

export function frontEndLayout(root: string): CodeLayout {
  const configFile = path.join(root, 'tsconfig.apps.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const kind = (file: string) => classifyFile(path.relative(root, file));
  return {
    root,
    fileNames: parsed.fileNames,
    options: parsed.options,
    isSource: (file) => kind(file) !== 'other',
    isAppCode: (file) => kind(file) === 'app',
  };
}
