// The production build of an earlier commit, for the server step's "before" figures in the same run on
// the same machine. The commit is checked out in a git worktree of its own, with its own `npm install`
// and `npm run build`; a marker file written after a complete build lets the next run reuse it. The
// worktrees live outside the repository (every checkout of it on the machine reuses them), and never
// under a `node_modules` folder: the build tells the apps' own source from libraries by that name
// (scripts/webpack/create-app-config.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../budgets/buildOutput';
import { runTimed } from './processes';

/** Where the builds of earlier commits are kept, one folder per commit (BENCH_BEFORE_DIR moves it). */
export const BEFORE_BUILDS_DIR =
  process.env.BENCH_BEFORE_DIR ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'topup-bench-before');
/** Written into a commit's folder once its install and build have finished. */
const BUILT_MARKER = '.bench-built';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export interface BeforeBuild {
  /** The full commit hash. */
  commit: string;
  /** Its checkout, built. */
  root: string;
}

/** The checkout of `ref` (a commit or any name git knows), installed and built: reused when it is. */
export async function beforeBuild(ref: string): Promise<BeforeBuild> {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const root = path.join(BEFORE_BUILDS_DIR, commit);
  const marker = path.join(root, BUILT_MARKER);
  if (fs.existsSync(marker)) return { commit, root };

  if (!fs.existsSync(path.join(root, '.git'))) {
    fs.rmSync(root, { recursive: true, force: true });
    // --force: a folder removed by hand may still be registered as a worktree.
    git('worktree', 'add', '--force', '--detach', root, commit);
  }
  const short = commit.slice(0, 7);
  console.log(`[bench] ${short}: npm install and npm run build in ${root} (once)...`);
  const installSeconds = await runTimed('npm', ['install', '--no-audit', '--no-fund'], root);
  const buildSeconds = await runTimed('npm', ['run', 'build'], root);
  console.log(
    `[bench] ${short}: installed in ${installSeconds.toFixed(0)} s, built in ${buildSeconds.toFixed(0)} s`,
  );
  fs.writeFileSync(marker, `${commit}\n`);
  return { commit, root };
}
