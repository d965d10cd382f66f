// `npm run dev` (scripts/dev.ts) composes the store from the dev servers: this spec starts it on its own
// ports (10 above the suite's, with a temporary database), opens the home in Chromium, and stops the
// tree again. The rest of the suite runs against the production build.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COOKIES_ACCEPTED, E2E_PORTS } from '../playwright.config';

const ROOT = path.resolve(__dirname, '..');
const PORT_OFFSET = 10;
const DEV_PORTS = Object.fromEntries(
  Object.entries(E2E_PORTS).map(([name, port]) => [name, port + PORT_OFFSET]),
) as Record<keyof typeof E2E_PORTS, number>;
const DEV_ORIGIN = `http://localhost:${DEV_PORTS.SHELL_PORT}`;

/** The first compilation of five dev servers on a busy 2-core machine. */
const START_WAIT_MS = 6 * 60_000;
/** What dev.ts's stop may take: SIGTERM, then SIGKILL after its grace period. */
const STOP_WAIT_MS = 30_000;
const OUTPUT_KEPT = 6000;
const READY_LINE = 'TopUp Store (development) is running';

let tree: ChildProcess | undefined;
let output = '';
const dbDir = mkdtempSync(path.join(os.tmpdir(), 'topup-dev-'));

const tail = () => output.slice(-OUTPUT_KEPT);
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function startDev(): ChildProcess {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    // Its own process group, so the whole tree can be signalled at once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(DEV_PORTS).map(([name, port]) => [name, String(port)])),
      STORE_DB: path.join(dbDir, 'store.db'),
      STORE_SANDBOXES: 'on',
      NO_COLOR: '1',
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4 * OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

/** Resolves when the tree prints its ready line; rejects, with its output, when it stops or takes too long. */
function readyOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      cleanup();
      reject(new Error(`npm run dev ${why}. Its last output:\n${tail()}`));
    };
    const timer = setTimeout(() => fail(`was not ready within ${START_WAIT_MS / 1000} s`), START_WAIT_MS);
    const onData = () => {
      if (output.includes(READY_LINE)) {
        cleanup();
        resolve();
      } else if (output.includes('Still not answering')) fail('had servers that did not start');
    };
    const onExit = (code: number | null) => fail(`stopped before it was ready (exit ${String(code)})`);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function signalTree(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the tree; true when it has exited within the wait. */
function stopTree(child: ChildProcess): Promise<boolean> {
  if (!running(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), STOP_WAIT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
    signalTree(child, 'SIGTERM');
  });
}

function listening(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function portsListening(): Promise<number[]> {
  const ports = Object.values(DEV_PORTS);
  const open = await Promise.all(
    ports.map(async (port) => (await listening(port, '127.0.0.1')) || (await listening(port, '::1'))),
  );
  return ports.filter((_, index) => open[index]);
}

test.afterAll(async () => {
  // Whatever happened in the test, nothing of the tree outlives the spec.
  if (tree && !(await stopTree(tree))) signalTree(tree, 'SIGKILL');
  rmSync(dbDir, { recursive: true, force: true });
});

test('npm run dev composes the home from the dev servers, and stops every one of them', async ({
  browser,
}) => {
  test.setTimeout(START_WAIT_MS + 3 * 60_000);
  expect(await portsListening(), 'the dev ports are free before the start').toEqual([]);
  tree = startDev();
  await readyOf(tree);

  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: COOKIES_ACCEPTED.origins.map((origin) => ({ ...origin, origin: DEV_ORIGIN })),
    },
  });
  const page = await context.newPage();
  // store-api's pictures through the shell's /media proxy.
  const picture = page.waitForResponse((response) => response.url().startsWith(`${DEV_ORIGIN}/media/`), {
    timeout: 60_000,
  });
  await page.goto(DEV_ORIGIN);
  // The storefront remote's page, through module federation from its dev server...
  await expect(page.getByRole('heading', { level: 1, name: 'Top up your games and live apps' })).toBeVisible({
    timeout: 60_000,
  });
  // ...with the products store-api sends through the shell's /api proxy.
  await expect(
    page
      .getByRole('region', { name: 'Hot right now' })
      .getByRole('link', { name: /^Top up / })
      .first(),
  ).toBeVisible();
  expect((await picture).status()).toBe(200);
  await context.close();

  expect(await stopTree(tree), `npm run dev stops on SIGTERM. Its last output:\n${tail()}`).toBe(true);
  await expect
    .poll(portsListening, { message: 'no server of npm run dev is left listening', timeout: 15_000 })
    .toEqual([]);
});
