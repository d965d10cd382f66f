// Server builds (the `server/` folder of an app's build or of a release, serverBuildFiles.mjs) are code
// for the store's server, not for browsers. The shell's own renderer is read from disk and served to
// nobody. A remote's server build is fetched by the store's server from the remote's origin, like its
// browser files (serverRender.ts): it goes only to requests carrying the store's server-build key in a
// header, which only the store's server knows (SERVER_BUILD_KEY; docs/deploy.md has the nginx rule).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SERVER_MANIFEST } from './serverBuildFiles.mjs';

export const SERVER_BUILD_KEY_HEADER = 'x-server-build-key';
/** A key shorter than this is too easy to guess. */
export const SERVER_BUILD_KEY_MIN_LENGTH = 32;

const FOLDER = path.posix.dirname(SERVER_MANIFEST);
/** A server build's path from the root of what a host serves: its build, or a release folder in it. */
const SERVER_BUILD_PATH = new RegExp(`^/(?:releases/[^/]+/)?${FOLDER}(?:/|$)`);

export const isServerBuildPath = (pathname: string): boolean => SERVER_BUILD_PATH.test(pathname);

/** Whether the request carries the key (compared in constant time); never without a key. */
export function carriesServerBuildKey(request: FastifyRequest, key: string | undefined): boolean {
  const sent = request.headers[SERVER_BUILD_KEY_HEADER];
  if (!key || typeof sent !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(key));
}

/**
 * SERVER_BUILD_KEY, shared by the store's server and the remotes' hosts; unset, a random key for this
 * process (`npm start` serves the remotes and renders the pages in one process).
 */
export function serverBuildKeyFrom(env: NodeJS.ProcessEnv): string {
  const configured = env.SERVER_BUILD_KEY;
  if (!configured) return randomBytes(32).toString('hex');
  if (configured.length < SERVER_BUILD_KEY_MIN_LENGTH) {
    throw new Error(`SERVER_BUILD_KEY must be at least ${SERVER_BUILD_KEY_MIN_LENGTH} characters long.`);
  }
  return configured;
}
