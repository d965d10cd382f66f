// Debian's nginx for the cluster test: installed when missing (root with apt-get), run in the foreground
// with a configuration of the test's own, every file it writes in a temp folder; stop() removes it all.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';
/** How long nginx may take to listen after it is started. */
const START_WAIT_MS = 10_000;

export function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is missing: install it (Debian: `apt-get install -y nginx-light`).');
  }
  console.log("Installing Debian's nginx…");
  // RUNLEVEL=1: the package's own service is not started (the test runs its own nginx).
  execSync(
    'apt-get update -qq && RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light',
    {
      stdio: 'inherit',
      shell: '/bin/sh',
    },
  );
  if (!fs.existsSync(NGINX)) throw new Error('apt-get finished but no nginx was found.');
  return NGINX;
}

export interface RunningNginx {
  stop(): Promise<void>;
}

/** The main context around `httpBlock` (upstreams and servers): its files in `dir`, no daemon. */
function mainConfig(dir: string, httpBlock: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return [
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    // As root the workers run as the same user: the temp folder is the test's own.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    httpBlock,
    '}',
    '',
  ].join('\n');
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(httpBlock: string, port: number): Promise<RunningNginx> {
  const binary = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, mainConfig(dir, httpBlock));
  const child = spawn(binary, ['-p', dir, '-c', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + START_WAIT_MS;
  while (!(await listening(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${String(child.exitCode)}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${String(port)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: workers finish their requests
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
