// Child processes of the benchmark: timed builds and the assembled store (scripts/serve.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../budgets/buildOutput';
import { DB_FILE, DEMO, ORIGIN, PORTS, STORE_API_ALONE_PORT, originOf, type StorePorts } from './benchConfig';

/** The end of a quiet command's output kept for its error message. */
const OUTPUT_TAIL_CHARS = 4000;

/**
 * Runs a command to its end; resolves with the seconds it took, rejects on a non-zero exit with the end
 * of its output (webpack writes its errors to stdout).
 */
export function runTimed(
  command: string,
  args: string[],
  cwd = ROOT,
  quiet = true,
  env: Record<string, string> = {},
): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${String(code)}\n${output}`));
    });
  });
}

export interface RunningStore {
  /** The server the bench started (its memory is read by pid). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Spawns node with `args` in `cwd` and waits until `readyUrl` answers 2xx (60 s at most).
 * node itself (not npx), so the pid is the server's and its memory can be read.
 */
async function startServer(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  cwd = ROOT,
): Promise<RunningStore> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(readyUrl)).ok) return { pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stop();
  throw new Error(`${label} did not answer within 60 s`);
}

/**
 * Starts `scripts/serve.ts --reset-db` of the checkout at `root` (this one by default) on `ports` with a
 * fresh database, and waits until it answers. Ports and database go by the env names every version of
 * the serve script reads (shell/server/appPorts.mjs, STORE_DB).
 */
export async function startStore(
  root = ROOT,
  ports: StorePorts = PORTS,
  dbFile = DB_FILE,
): Promise<RunningStore> {
  fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  const env = {
    ...process.env,
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    STORE_DB: dbFile,
  };
  const args = ['--import', 'tsx', 'scripts/serve.ts', '--reset-db'];
  const label = `${path.relative(ROOT, root) || '.'}/scripts/serve.ts`;
  return startServer(label, args, env, `${originOf(ports)}/runtime-config.json`, root);
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Logs the demo member in through the API (the shell's proxy unless `api` is given), token as the shell stores it. */
export async function demoToken(email: string, password: string, api = `${ORIGIN}/api`): Promise<string> {
  const response = await fetch(`${api}/sso/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string; tokenHead?: string } | null };
  if (!body.data?.token) throw new Error(`Demo login failed (${String(response.status)})`);
  return `${body.data.tokenHead ?? ''}${body.data.token}`;
}

/**
 * The node flags of store-api's start script (its package.json is the one place they are written):
 * `--max-semi-space-size=4` keeps the young generation from growing to 3 x 16 MB under load, 20 MB
 * less resident memory for the same throughput (measured with this bench).
 */
export function storeApiNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'store-api', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/main\.cjs\b/.exec(manifest.scripts.start)?.[1];
  if (flags === undefined) throw new Error('store-api start script: expected "node [flags] dist/main.cjs"');
  return flags.split(' ').filter(Boolean);
}

export interface StoreApiAlone {
  pid: number;
  port: number;
  token: () => Promise<string>;
  stop: () => Promise<void>;
}

/**
 * store-api in its own process, as deployed (`npm start -w store-api`: the bundle `npm run build`
 * writes to store-api/dist/main.cjs), on STORE_API_ALONE_PORT with a fresh database of
 * its own (created and seeded at start).
 */
export async function startStoreApiAlone(): Promise<StoreApiAlone> {
  const port = STORE_API_ALONE_PORT;
  const dbFile = path.join(path.dirname(DB_FILE), 'alone', 'store.db');
  fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
  const env = { ...process.env, STORE_API_PORT: String(port), STORE_API_HOST: '127.0.0.1', STORE_DB: dbFile };
  const bundle = path.join(ROOT, 'store-api', 'dist', 'main.cjs');
  if (!fs.existsSync(bundle)) throw new Error(`${bundle} is missing: npm run build`);
  const api = `http://127.0.0.1:${String(port)}`;
  const server = await startServer('store-api', [...storeApiNodeFlags(), bundle], env, `${api}/health`);
  return { ...server, port, token: () => demoToken(DEMO.email, DEMO.password, api) };
}
