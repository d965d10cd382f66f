// A PostgreSQL cluster of its own for one run (store-api's suite on PostgreSQL, the multi-instance test):
// Debian's postgresql package, installed when missing and we are root with apt-get, a data folder in the
// temp dir, a free port, trust for local connections only; stop() removes it all.
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../freePort';

const BIN_ROOT = '/usr/lib/postgresql';

/** The folder of initdb and pg_ctl: Debian's newest, or PG_BIN. */
function findBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!fs.existsSync(BIN_ROOT)) return null;
  const versions = fs
    .readdirSync(BIN_ROOT)
    .filter((name) => fs.existsSync(path.join(BIN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(BIN_ROOT, versions[0], 'bin') : null;
}

export function ensurePostgres(): string {
  const found = findBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL is missing: install it (Debian: `apt-get install -y postgresql`) or set PG_BIN.',
    );
  }
  console.log("Installing Debian's postgresql (about 30 s)…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
  const installed = findBin();
  if (!installed) throw new Error('apt-get finished but no initdb was found.');
  return installed;
}

export interface Cluster {
  /** The maintenance database's URL (user postgres, no password). */
  url: string;
  /** A new, empty database of the cluster: its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export async function startThrowawayCluster(): Promise<Cluster> {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync(
          'su',
          ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map((a) => `'${a}'`).join(' ')],
          {
            stdio: 'pipe',
          },
        )
      : execFileSync(command, args, { stdio: 'pipe' });
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  const url = `postgres://postgres@127.0.0.1:${String(port)}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const database = new URL(url);
      database.pathname = `/${name}`;
      return database.href;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
