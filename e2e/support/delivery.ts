// Helpers for the delivery specs: a store of their own (its own ports, database and release
// pointer, so releasing a remote here never changes what the other specs see), patched copies of a
// remote, and the release / rollback commands a team runs.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = path.resolve(__dirname, '..', '..');
const BASE = Number(process.env.E2E_PORT_BASE ?? 4000);

export interface DeliveryStore {
  baseURL: string;
  /** Environment for scripts/release.ts and scripts/rollback.ts against this store's pointer. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Starts `scripts/serve.ts` on E2E_PORT_BASE + offset (+ 100 + offset for store-api). */
export async function startDeliveryStore(offset: number): Promise<DeliveryStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'topup-delivery-'));
  const ports = {
    SHELL_PORT: BASE + offset,
    STOREFRONT_PORT: BASE + offset + 1,
    ACCOUNT_PORT: BASE + offset + 2,
    CHECKOUT_PORT: BASE + offset + 3,
    CONTENT_PORT: BASE + offset + 4,
    STORE_API_PORT: BASE + 100 + offset,
  };
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    STORE_DB: path.join(dir, 'store.db'),
    REMOTES_CONFIG: path.join(dir, 'remotes.json'),
  };
  // Its own process group, so stopping it stops tsx's child too.
  const server: ChildProcess = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), 'scripts/serve.ts', '--reset-db'],
    {
      cwd: ROOT,
      env,
      detached: true,
      stdio: 'ignore',
    },
  );
  const baseURL = `http://localhost:${ports.SHELL_PORT}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/runtime-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 120 || server.exitCode !== null) throw new Error('the delivery store did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    env,
    stop: async () => {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of a remote's source beside the real one (so `../scripts` and node_modules resolve), with
 * its files patched: what another commit of that team's code would be.
 */
export function patchedCopy(
  folder: string,
  patches: Array<{ file: string; from: string | RegExp; to: string }>,
): { dir: string; remove(): void } {
  const dir = path.join(ROOT, `.delivery-e2e-${folder}-${process.pid}-${Date.now()}`);
  for (const entry of ['src', 'package.json', 'webpack.config.mjs', 'tsconfig.json']) {
    cpSync(path.join(ROOT, folder, entry), path.join(dir, entry), { recursive: true });
  }
  for (const { file, from, to } of patches) {
    const target = path.join(dir, file);
    const source = readFileSync(target, 'utf8');
    const patched = source.replace(from, to);
    if (patched === source) throw new Error(`${file}: nothing to patch for ${String(from)}`);
    writeFileSync(target, patched);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  run(process.execPath, [require.resolve('tsx/cli'), script, ...args], {
    cwd: ROOT,
    env,
    maxBuffer: 16 << 20,
  });

/** `npm run release -w <remote>` with an explicit version, optionally from a patched copy. */
export async function release(store: DeliveryStore, remote: string, version: string, source?: string) {
  await tsx(
    'scripts/release.ts',
    [remote, '--version', version, ...(source ? ['--source', source] : [])],
    store.env,
  );
}

export async function rollback(store: DeliveryStore, remote: string) {
  await tsx('scripts/rollback.ts', [remote], store.env);
}

export function removeRelease(folder: string, version: string): void {
  rmSync(path.join(ROOT, folder, 'dist', 'releases', version), { recursive: true, force: true });
}

export async function remotesOf(store: DeliveryStore): Promise<Record<string, string>> {
  const config = (await (await fetch(`${store.baseURL}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  return config.remotes;
}
