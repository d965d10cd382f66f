// Which release of each remote the store serves: a small JSON file the shell's server reads on every
// request for runtime-config.json, so a release or a rollback takes effect on the next page load,
// with no shell rebuild. Shape (see docs/deploy.md):
//   { "remotes": { "content": { "current": "0.1.0-20261123154012", "history": ["0.1.0-2026..."] } } }
// `history` holds the releases that were current before, newest last; rollback pops it.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from './appPorts.mjs';

export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RemoteRelease {
  /** The release served now; absent means the plain build at the remote origin's root. */
  current?: string;
  /** Releases that were current before, oldest first. */
  history: string[];
}

export interface ReleasePointer {
  remotes: Partial<Record<RemoteName, RemoteRelease>>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where the pointer lives: REMOTES_CONFIG (absolute or from the repo root), else dist/remotes.json. */
export function releasePointerPath(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT, env.REMOTES_CONFIG ?? path.join('dist', 'remotes.json'));
}

/** A release name goes into a URL path and a folder name: keep it to safe characters. */
export const RELEASE_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

function isRelease(value: unknown): value is RemoteRelease {
  if (typeof value !== 'object' || value === null) return false;
  const { current, history } = value as Partial<RemoteRelease>;
  return (
    (current === undefined || (typeof current === 'string' && RELEASE_NAME.test(current))) &&
    Array.isArray(history) &&
    history.every((entry) => typeof entry === 'string' && RELEASE_NAME.test(entry))
  );
}

/** The pointer, or an empty one when the file is missing. A malformed file throws: never guess. */
export function readReleasePointer(file = releasePointerPath()): ReleasePointer {
  if (!existsSync(file)) return { remotes: {} };
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error(`${file}: no "remotes" object`);
  const result: ReleasePointer = { remotes: {} };
  for (const [name, release] of Object.entries(remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name))
      throw new Error(`${file}: unknown remote "${name}"`);
    if (!isRelease(release)) throw new Error(`${file}: bad entry for "${name}"`);
    result.remotes[name as RemoteName] = { current: release.current, history: [...release.history] };
  }
  return result;
}

/** Written to a temporary file and renamed, so a request never reads half a file. */
export function writeReleasePointer(pointer: ReleasePointer, file = releasePointerPath()): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Makes `version` the current release of `remote`; the previous one is kept for a rollback. */
export function pointAt(pointer: ReleasePointer, remote: RemoteName, version: string): ReleasePointer {
  if (!RELEASE_NAME.test(version)) throw new Error(`"${version}" is not a valid release name`);
  const entry = pointer.remotes[remote] ?? { history: [] };
  const history = entry.current ? [...entry.history, entry.current] : [...entry.history];
  return { remotes: { ...pointer.remotes, [remote]: { current: version, history } } };
}

/**
 * Points `remote` back at the release that was current before. With none left, the remote is served
 * from its plain build again. Returns the new pointer and what is served now (null: the plain build).
 */
export function rollBack(
  pointer: ReleasePointer,
  remote: RemoteName,
): { pointer: ReleasePointer; serving: string | null } {
  const entry = pointer.remotes[remote];
  if (!entry?.current) throw new Error(`${remote} has no release to roll back from`);
  const history = [...entry.history];
  const previous = history.pop();
  const next: RemoteRelease = previous ? { current: previous, history } : { history };
  return { pointer: { remotes: { ...pointer.remotes, [remote]: next } }, serving: previous ?? null };
}

/** The manifest path of a remote on its origin: a release folder, or the root build. */
export function manifestPathOf(release: string | undefined): string {
  return release ? `/releases/${release}/mf-manifest.json` : '/mf-manifest.json';
}

let lastProblem = '';

/**
 * The current release of each remote, for the server (read per request: the file is tiny). A
 * missing file means plain builds; a broken one is reported once and ignored, so a bad edit of the
 * pointer cannot take the store down.
 */
export function currentReleases(file = releasePointerPath()): Partial<Record<RemoteName, string>> {
  try {
    const pointer = readReleasePointer(file);
    lastProblem = '';
    return Object.fromEntries(
      Object.entries(pointer.remotes).flatMap(([name, entry]) =>
        entry.current ? [[name, entry.current]] : [],
      ),
    );
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    if (problem !== lastProblem) console.error(`[serve] release pointer ignored: ${problem}`);
    lastProblem = problem;
    return {};
  }
}
