// `npm run contract` (in `npm test`, before the end-to-end suite): fails when the shell names an
// expose a remote no longer has, when a shared singleton's ranges cannot be satisfied, when an expose
// no longer accepts the props the shell passes, or when a page of the route table is not a route
// module. `--skip-types` leaves out the tsc part.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../../shell/server/appPorts.mjs';
import {
  type AppManifest,
  type AppName,
  missingExposes,
  readRemoteExposes,
  routePages,
  shellReferences,
  unsatisfiableSingletons,
} from './contractChecks';
import { exposeTypeProblems } from './exposeTypes';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** node_modules/<pkg>/package.json as Node would find it from the root (walking up). */
function installedManifest(pkg: string): string {
  for (let dir = ROOT; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed`);
  }
}

function main(): void {
  const started = performance.now();
  const exposes = readRemoteExposes(ROOT);
  const apps: AppManifest[] = (Object.keys(APPS) as AppName[]).map((name) => ({
    name,
    dependencies: (readJson(path.join(ROOT, APPS[name].folder, 'package.json')).dependencies ?? {}) as Record<
      string,
      string
    >,
  }));
  const installed = (pkg: string) => String(readJson(installedManifest(pkg)).version);
  const installedVersions = Object.fromEntries(
    [...new Set(apps.flatMap((app) => Object.keys(app.dependencies)))].map((pkg) => [pkg, installed(pkg)]),
  );
  const sharedLibVersion = String(readJson(path.join(ROOT, 'shared-lib', 'package.json')).version);

  const sections: [string, string[]][] = [
    ['exposes named by the shell', missingExposes(shellReferences(ROOT), exposes)],
    ['shared singletons', unsatisfiableSingletons(apps, installedVersions, sharedLibVersion)],
  ];
  if (!process.argv.includes('--skip-types'))
    sections.push([
      'expose props',
      exposeTypeProblems(
        ROOT,
        exposes,
        path.join(ROOT, 'node_modules', '.cache', 'topup-contract'),
        routePages(),
      ),
    ]);

  let failed = false;
  for (const [title, problems] of sections) {
    if (problems.length === 0) console.log(`contract: ${title}: ok`);
    else {
      failed = true;
      console.error(`contract: ${title}: ${problems.length} problem(s)`);
      for (const problem of problems) console.error(`  - ${problem}`);
    }
  }
  const count = Object.values(exposes).reduce((sum, list) => sum + Object.keys(list).length, 0);
  console.log(
    `contract: ${count} exposes of 4 remotes checked in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failed) process.exit(1);
}

main();
