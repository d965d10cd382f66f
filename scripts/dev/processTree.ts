// The processes of `npm run dev` as one tree: each app's output prefixed with its name, and one stop
// for all. Each child leads its own process group so that stopping it also stops what it started
// (tsx watch's server, webpack's workers), whatever that program does with the signal itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface AppProcess {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

/** How long a group has to stop on SIGTERM before it is killed. */
const STOP_GRACE_MS = 5000;

const COLORS = [36, 32, 35, 33, 34, 31];
const useColor = process.stdout.isTTY === true && !('NO_COLOR' in process.env);

function prefixOf(name: string, index: number, width: number): string {
  const label = `[${name}]`.padEnd(width + 2);
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m ` : `${label} `;
}

export class ProcessTree {
  private readonly children = new Map<string, ChildProcess>();
  private stopping: Promise<void> | null = null;

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null) => void) {}

  start(apps: AppProcess[]): void {
    const width = Math.max(...apps.map((app) => app.name.length));
    apps.forEach((app, index) => {
      const child = spawn(app.command, app.args, {
        cwd: app.cwd,
        env: { ...process.env, ...(useColor ? { FORCE_COLOR: '1' } : {}), ...app.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      const prefix = prefixOf(app.name, index, width);
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
      }
      child.on('error', (error) => process.stdout.write(`${prefix}${error.message}\n`));
      child.on('exit', (code) => {
        this.children.delete(app.name);
        if (!this.stopping) this.onUnexpectedExit(app.name, code);
      });
      this.children.set(app.name, child);
    });
  }

  /** SIGTERM to every group, SIGKILL to those still there after the grace period. */
  stop(): Promise<void> {
    this.stopping ??= Promise.all([...this.children.values()].map(stopGroup)).then(() => undefined);
    return this.stopping;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      // The leader is gone; what it started may not be.
      signalGroup(child, 'SIGKILL');
      resolve();
      return;
    }
    const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      // Anything of the group that outlived its leader.
      signalGroup(child, 'SIGKILL');
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}
