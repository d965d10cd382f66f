// `npm run dev`: the whole store in development, composed as in production. store-api (demo profile with
// the sandboxes, restarted when its sources change) and the webpack dev servers of the shell and the four
// remotes, each on its own port (shell/server/appPorts.mjs, env overrides); the shell loads the
// remotes through module federation from their dev servers and proxies /api and /media to store-api.
// React Fast Refresh updates a changed component in place. Ctrl-C (or SIGTERM) stops them all.
import path from 'node:path';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../store-api/src/db/seed/demoMember';
import { APPS, REMOTE_NAMES, STORE_API, portOf, type AppName } from '../shell/server/appPorts.mjs';
import { ProcessTree, type AppProcess } from './dev/processTree';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** How long the first compilations may take before the banner says who is still not answering. */
const READY_WAIT_MS = 5 * 60_000;
const POLL_MS = 1000;

function storeApi(shellPort: number): AppProcess {
  const shellOrigins = `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`;
  return {
    name: 'store-api',
    command: process.execPath,
    // tsx watch restarts it when a file it imports changes.
    args: [TSX_CLI, 'watch', '--clear-screen=false', 'src/main.ts'],
    cwd: path.join(ROOT, 'store-api'),
    env: {
      STORE_API_PORT: String(portOf(STORE_API)),
      // The demo profile, as `npm start`: payment, sign-in and the other outside services are sandboxes.
      STORE_SANDBOXES: process.env.STORE_SANDBOXES ?? 'on',
      // A STORE_DB given here is relative to the repository, as for `npm start`.
      ...(process.env.STORE_DB ? { STORE_DB: path.resolve(ROOT, process.env.STORE_DB) } : {}),
      // Payment and third-party sign-in send the shopper back to the shell in development.
      STORE_SHOP_ORIGINS: process.env.STORE_SHOP_ORIGINS ?? shellOrigins,
      // A person reads this terminal: one short line per answer (LOG_FORMAT=json gives production's).
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
    },
  };
}

function devServer(app: AppName): AppProcess {
  return {
    name: app,
    command: process.execPath,
    args: [WEBPACK_CLI, 'serve', '--mode', 'development'],
    cwd: path.join(ROOT, APPS[app].folder),
  };
}

/** A dev server holds a request until its first compilation is done, so one request waits for it. */
async function answers(url: string, timeoutMs: number): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(Math.max(timeoutMs, POLL_MS)) });
    return true;
  } catch {
    return false;
  }
}

/** Waits (bounded) until every server answers; returns those that still do not. */
async function waitForServers(urls: Record<string, string>): Promise<string[]> {
  const deadline = Date.now() + READY_WAIT_MS;
  let waiting = Object.keys(urls);
  while (waiting.length > 0 && Date.now() < deadline) {
    const answered = await Promise.all(
      waiting.map((name) => answers(urls[name] ?? '', deadline - Date.now())),
    );
    waiting = waiting.filter((_, index) => !answered[index]);
    if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return waiting;
}

async function main(): Promise<void> {
  const shellPort = portOf(APPS.shell);
  const apiPort = portOf(STORE_API);
  let exitCode = 0;
  const tree = new ProcessTree((name, code) => {
    console.error(`\n${name} stopped (exit ${String(code)}): stopping the others.`);
    exitCode = 1;
    void stop();
  });
  const stop = async () => {
    await tree.stop();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  process.once('SIGHUP', () => void stop());

  tree.start([storeApi(shellPort), devServer('shell'), ...REMOTE_NAMES.map(devServer)]);

  const urls: Record<string, string> = {
    'store-api': `http://127.0.0.1:${apiPort}/health`,
    shell: `http://localhost:${shellPort}/runtime-config.json`,
    ...Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://localhost:${portOf(APPS[name])}/mf-manifest.json`]),
    ),
  };
  const notAnswering = await waitForServers(urls);
  if (notAnswering.length > 0) {
    console.error(`\nStill not answering: ${notAnswering.join(', ')} (see their output above).`);
    return;
  }
  console.log(`
  TopUp Store (development) is running at http://localhost:${shellPort}
    remotes: ${REMOTE_NAMES.map((name) => `${name} :${portOf(APPS[name])}`).join(', ')}
    store-api: :${apiPort} (sandboxes ${process.env.STORE_SANDBOXES ?? 'on'})
  Demo login: ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}
  Pages are rendered by the browser in development; \`npm start\` renders them on the server.
  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
