// Starts store-api as a child process of its own (apiProcessMain.ts through tsx), so a benchmark measures
// a server that shares neither an event loop nor a thread pool with the load it generates.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface ApiProcess {
  url: string;
  pid: number;
  close(): Promise<void>;
  /** SIGKILL: the process ends at once, requests in flight unanswered. */
  kill(): void;
}

const ENTRY = path.join(__dirname, 'apiProcessMain.ts');

/** Whom the process runs as (root may start it as another user); the current user by default. */
export interface ApiProcessUser {
  uid?: number;
  gid?: number;
}

export function startApiProcess(
  dbFile: string,
  user: ApiProcessUser = {},
  databaseUrl?: string,
  /** More of its environment: a provider's settings (providers/providerSettings.ts). */
  env: NodeJS.ProcessEnv = {},
): Promise<ApiProcess> {
  // tsx as a loader of this very process (not its CLI, which runs the file in a child of its own): a
  // signal sent to the child reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY, dbFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl ?? '' },
    ...user,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`store-api process exited with ${String(code)}`)));
    const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
    // Its first line of its own says where it listens; the log's lines (STORE_API_LOG) go on to stderr.
    let started = false;
    lines.on('line', (line) => {
      const message = started ? {} : (JSON.parse(line) as { url?: string; error?: string; level?: number });
      if (started || message.level !== undefined) {
        process.stderr.write(`${line}\n`);
        return;
      }
      started = true;
      if (!message.url || child.pid === undefined) {
        reject(new Error(message.error ?? 'store-api process did not start'));
        return;
      }
      resolve({
        url: message.url,
        pid: child.pid,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
        kill: () => {
          child.kill('SIGKILL');
        },
      });
    });
  });
}

/**
 * `count` processes on one database, started together. If one cannot start, those that did are closed
 * before the failure is thrown: no server outlives its caller.
 */
export async function startApiProcesses(
  count: number,
  dbFile: string,
  databaseUrl?: string,
): Promise<ApiProcess[]> {
  const starts = await Promise.allSettled(
    Array.from({ length: count }, () => startApiProcess(dbFile, {}, databaseUrl)),
  );
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (!failed) return started;
  await Promise.all(started.map((api) => api.close()));
  throw failed.reason;
}
