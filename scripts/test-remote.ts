// `npm test -w <remote>`: one team's pipeline. Its unit and component tests (its jest project), then
// its end-to-end specs (e2e/<short-name>-*.spec.ts) against the assembled production store: this
// remote is rebuilt, the shell and the other remotes are built only when they have no build yet
// (another team's build is whatever that team last produced, as in production).
// Options: --skip-unit, --skip-e2e, --rebuild-all (build every app first, as CI does for main).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTE_NAMES } from '../shell/server/appPorts.mjs';
import { ROOT, positionalOf, remoteFromArg } from './release/remoteArg';

function run(command: string, args: string[], cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const times: Record<string, string> = {};
async function timed(label: string, step: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await step();
  times[label] = `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

const hasBuild = (folder: string) => existsSync(path.join(ROOT, folder, 'dist', 'mf-manifest.json'));
const buildApp = (folder: string) => run('npx', ['webpack', '--mode', 'production'], path.join(ROOT, folder));

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const remote = remoteFromArg(positionalOf(args)[0]);
  const folder = APPS[remote].folder;
  const started = performance.now();

  if (!args.includes('--skip-unit')) {
    await timed(`unit + component (${folder})`, () => run('npx', ['jest', '--selectProjects', folder]));
  }
  if (!args.includes('--skip-e2e')) {
    const specs = readdirSync(path.join(ROOT, 'e2e'))
      .filter((file) => file.startsWith(`${remote}-`) && file.endsWith('.spec.ts'))
      .map((file) => `e2e/${file}`);
    if (specs.length === 0) {
      console.log(`No e2e specs named e2e/${remote}-*.spec.ts: end-to-end step skipped.`);
    } else {
      const others = (['shell', ...REMOTE_NAMES.filter((name) => name !== remote)] as const).map(
        (name) => APPS[name].folder,
      );
      const missing = args.includes('--rebuild-all') ? others : others.filter((other) => !hasBuild(other));
      await timed(`build ${folder}`, () => buildApp(folder));
      for (const other of missing) await timed(`build ${other} (had no build)`, () => buildApp(other));
      await run('npx', ['tsx', 'scripts/ensure-chromium.ts']);
      await timed(`e2e: ${specs.join(' ')}`, () =>
        run('npx', ['playwright', 'test', ...specs, '--reporter=line']),
      );
    }
  }
  console.table(times);
  console.log(`${folder}: tests passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
