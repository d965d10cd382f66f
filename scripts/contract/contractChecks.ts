// The contract between separately deployed apps, checked before the end-to-end suite (`npm run
// contract`, part of `npm test`): every expose the shell names exists, every shared singleton can be
// satisfied by the one version the page will hold, and every expose accepts the props the shell
// passes (that part needs TypeScript: exposeTypes.ts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from 'shell/route-table';
import { APPS, REMOTE_NAMES } from '../../shell/server/appPorts.mjs';
import { SHARED_LIB, SINGLETONS, sharedLibRange } from '../webpack/singletons.mjs';
import { satisfies } from './semverRange';

export type RemoteName = (typeof REMOTE_NAMES)[number];
export type AppName = keyof typeof APPS;

/** "<remote>/<Expose>" the shell loads, and where it names it. */
export interface ExposeReference {
  remote: string;
  expose: string;
  where: string;
}

/**
 * The exposes of a remote, read from its webpack.config.mjs `exposes` block (a plain object literal
 * by convention: one `'./Name': './src/file.tsx'` per entry), so no build is needed.
 */
export function exposesFromConfig(configSource: string): Record<string, string> {
  const start = configSource.search(/\bexposes\s*:\s*\{/);
  if (start < 0) return {};
  const open = configSource.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < configSource.length; end += 1) {
    const char = configSource[end];
    if (char === '{') depth += 1;
    if (char === '}' && --depth === 0) break;
  }
  const block = configSource
    .slice(open + 1, end)
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  const exposes: Record<string, string> = {};
  for (const match of block.matchAll(/['"](\.\/[\w./-]+)['"]\s*:\s*['"]([^'"]+)['"]/g)) {
    exposes[match[1] as string] = match[2] as string;
  }
  return exposes;
}

export function readRemoteExposes(root: string, configFiles: Partial<Record<RemoteName, string>> = {}) {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const file = configFiles[name] ?? path.join(root, APPS[name].folder, 'webpack.config.mjs');
      return [name, exposesFromConfig(readFileSync(file, 'utf8'))];
    }),
  ) as Record<RemoteName, Record<string, string>>;
}

/** `<RemoteModule remote="checkout" module="PaymentListPopup" ...>` and the like in shell source. */
export function moduleReferencesIn(source: string, where: string): ExposeReference[] {
  const references: ExposeReference[] = [];
  // Up to the self-closing end: props may hold arrows (`=>`) and a generic may follow the name.
  for (const tag of source.matchAll(/<Remote(?:Component|Module|Page)\b[\s\S]*?\/>/g)) {
    const remote = /\bremote=["'](\w+)["']/.exec(tag[0])?.[1];
    const expose = /\bmodule=["'](\w+)["']/.exec(tag[0])?.[1];
    if (remote && expose) references.push({ remote, expose, where });
  }
  for (const call of source.matchAll(
    /loadRemote(?:Page)?\s*(?:<[^>]*>)?\(\s*['"](\w+)['"]\s*,\s*['"](\w+)['"]/g,
  )) {
    references.push({ remote: call[1] as string, expose: call[2] as string, where });
  }
  return references;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Every expose the shell loads: its route table and the remote components its source renders. */
export function shellReferences(root: string): ExposeReference[] {
  const fromRoutes = ROUTES.flatMap((route) =>
    'remote' in route.page
      ? [{ remote: route.page.remote, expose: route.page.module, where: `route ${route.path}` }]
      : [],
  );
  const fromSource = sourceFiles(path.join(root, 'shell', 'src')).flatMap((file) =>
    moduleReferencesIn(readFileSync(file, 'utf8'), path.relative(root, file)),
  );
  return [...fromRoutes, ...fromSource];
}

/** "<remote>/<Expose>" of every page the route table names: each must be a route module. */
export function routePages(): Set<string> {
  return new Set(
    ROUTES.flatMap((route) => ('remote' in route.page ? [`${route.page.remote}/${route.page.module}`] : [])),
  );
}

/** What the shell names that is missing from the remote that should expose it. */
export function missingExposes(
  references: ExposeReference[],
  exposes: Record<string, Record<string, string>>,
): string[] {
  const problems = new Set<string>();
  for (const { remote, expose, where } of references) {
    const remoteExposes = exposes[remote];
    if (!remoteExposes) problems.add(`${where} names remote "${remote}", which is not one of the remotes`);
    else if (!(`./${expose}` in remoteExposes)) {
      problems.add(`${where} names ${remote}/${expose}, but ${remote} does not expose ./${expose}`);
    }
  }
  return [...problems];
}

export interface AppManifest {
  name: AppName;
  dependencies: Record<string, string>;
}

/**
 * Every singleton is one copy in the page, so one version must satisfy every app's declared range:
 * for the libraries, the installed version each build bundles; for shared-lib, the version the shell
 * provides against each app's major range (sharedLibRange).
 */
export function unsatisfiableSingletons(
  apps: AppManifest[],
  installed: Record<string, string>,
  sharedLibVersion: string,
): string[] {
  const problems: string[] = [];
  const packages = [...new Set(SINGLETONS.map((name) => (name === 'react/jsx-runtime' ? 'react' : name)))];
  for (const pkg of packages) {
    for (const app of apps) {
      const declared = app.dependencies[pkg];
      if (!declared) {
        problems.push(`${app.name} does not declare ${pkg}, a shared singleton`);
        continue;
      }
      if (pkg === SHARED_LIB) {
        let range: string;
        try {
          range = sharedLibRange(declared);
        } catch (error) {
          problems.push(`${app.name}: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        if (!satisfies(sharedLibVersion, range)) {
          problems.push(
            `${app.name} needs ${pkg} ${range} (declared ${declared}); the store provides ${sharedLibVersion}`,
          );
        }
        continue;
      }
      const version = installed[pkg];
      if (!version) problems.push(`${pkg} is not installed`);
      else if (!satisfies(version, declared)) {
        problems.push(`${app.name} needs ${pkg} ${declared}; the one shared copy is ${version}`);
      }
    }
  }
  return problems;
}
