// `npm run build`: production builds of the five apps, two at a time (CI has 2 cores), with the
// time each took, then store-api's bundle (dist/main.cjs, what `npm start -w store-api` runs: plain
// node, no TypeScript loader, ~45 MB less resident memory) and the shell's page server's the same way
// (dist/page-server/main.mjs, what scripts/serve.ts and production run). Each app still builds alone
// with `npm run build -w <app>`.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { APPS } from '../shell/server/appPorts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY ?? 2);

function build(folder: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(ROOT, folder),
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${folder}: webpack exited with ${code}`));
    });
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const queue = Object.values(APPS).map((app) => app.folder);
  const times: Record<string, string> = {};
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) {
      times[folder] = `${(await build(folder)).toFixed(1)} s`;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const api = performance.now();
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'store-api'], { cwd: ROOT, stdio: 'inherit' });
  times['store-api'] = `${((performance.now() - api) / 1000).toFixed(1)} s`;
  const pageServer = performance.now();
  execFileSync('npm', ['run', 'build:server', '--silent', '-w', 'shell'], { cwd: ROOT, stdio: 'inherit' });
  times['page server'] = `${((performance.now() - pageServer) / 1000).toFixed(1)} s`;
  console.table(times);
  console.log(`All apps built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
