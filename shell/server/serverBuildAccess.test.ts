/**
 * @jest-environment node
 */
// Server builds are code for the store's server, not for browsers: the shell's own renderer is served
// to nobody, and a remote's server build only to requests carrying the store's server-build key.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_BUILD_KEY_HEADER, serverBuildKeyFrom } from './serverBuildAccess';
import { createStaticHost } from './staticHost';

const KEY = 'k'.repeat(64);
let shellRoot: string;
let remoteRoot: string;
let shell: FastifyInstance;
let remote: FastifyInstance;

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(async () => {
  shellRoot = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  write(shellRoot, 'index.html', '<!doctype html><title>shell</title>');
  write(shellRoot, 'main.0123abcd.js', 'main()');
  write(shellRoot, 'server/render.mjs', 'export const renderPage = 1;');
  remoteRoot = mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
  write(remoteRoot, 'index.html', '<!doctype html><title>remote</title>');
  write(remoteRoot, 'mf-manifest.json', '{}');
  write(remoteRoot, 'server/server-manifest.json', '{"entry":"entry.0badf00d.cjs"}');
  write(remoteRoot, 'server/entry.0badf00d.cjs', 'exports.exposes = {};');
  write(remoteRoot, 'releases/1.0.0/server/entry.0badf00d.cjs', 'exports.exposes = {};');
  shell = await createStaticHost({ name: 'shell', root: shellRoot, spaFallback: true });
  remote = await createStaticHost({ name: 'content', root: remoteRoot, cors: true, serverBuildKey: KEY });
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close()]);
  rmSync(shellRoot, { recursive: true, force: true });
  rmSync(remoteRoot, { recursive: true, force: true });
});

const get = (host: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  host.inject({ method: 'GET', url, headers });

describe("the shell's own server build", () => {
  it.each(['/server/render.mjs', '/server/', '/%73erver/render.mjs', '/server%2Frender.mjs'])(
    '%s is served to nobody',
    async (url) => {
      const asked: Record<string, string>[] = [{}, { [SERVER_BUILD_KEY_HEADER]: KEY }];
      for (const headers of asked) {
        const answer = await get(shell, url, headers);
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expect(answer.body).not.toContain('renderPage');
      }
    },
  );

  it('answers 404, and a browser asking for it as a page gets the store’s page, not the code', async () => {
    expect((await get(shell, '/server/render.mjs')).statusCode).toBe(404);
    const asPage = await get(shell, '/server/render.mjs', { accept: 'text/html' });
    expect(asPage.body).toContain('<title>shell</title>');
  });

  it('leaves the browser files alone', async () => {
    expect((await get(shell, '/main.0123abcd.js')).statusCode).toBe(200);
  });
});

describe("a remote's server build", () => {
  it.each([
    '/server/server-manifest.json',
    '/server/entry.0badf00d.cjs',
    '/releases/1.0.0/server/entry.0badf00d.cjs',
    '/%73erver/entry.0badf00d.cjs',
  ])('%s is refused without the key, or with another', async (url) => {
    expect((await get(remote, url)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get(remote, url, { [SERVER_BUILD_KEY_HEADER]: 'k' })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await get(remote, url, { [SERVER_BUILD_KEY_HEADER]: `${KEY}x` })).body).not.toContain('exports');
  });

  it.each([
    '/server/server-manifest.json',
    '/server/entry.0badf00d.cjs',
    '/releases/1.0.0/server/entry.0badf00d.cjs',
  ])('%s goes to the store’s server, which sends the key, and no cache keeps it', async (url) => {
    const answer = await get(remote, url, { [SERVER_BUILD_KEY_HEADER]: KEY });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the browser files alone', async () => {
    const manifest = await get(remote, '/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('serverBuildKeyFrom', () => {
  it('is SERVER_BUILD_KEY, else a random key of its own', () => {
    expect(serverBuildKeyFrom({ SERVER_BUILD_KEY: KEY })).toBe(KEY);
    const made = serverBuildKeyFrom({});
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(serverBuildKeyFrom({})).not.toBe(made);
  });

  it('refuses a short key', () => {
    expect(() => serverBuildKeyFrom({ SERVER_BUILD_KEY: 'secret' })).toThrow('SERVER_BUILD_KEY');
  });
});
