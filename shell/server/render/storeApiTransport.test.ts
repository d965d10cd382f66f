import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpRequest } from '@topup/shared-lib';
import { TransportFailure } from '@topup/shared-lib/rules';
import {
  GUEST_READ_KEEP_MS,
  GUEST_READ_STALE_MS,
  STORE_API_WAIT_MS,
  storeApiTransport,
} from './storeApiTransport';

// A stand-in store-api: counts what it is asked, answers /public with Cache-Control: public.
let server: Server;
let upstream: string;
const asked: string[] = [];
/** The bodies written to the stand-in, as received. */
const written: { type: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.url ?? ''} ${request.headers.authorization ?? 'guest'}`);
    // Never answers: the transport's own time-out ends the call.
    if (request.url === '/silent') return;
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (body) written.push({ type: request.headers['content-type'], body });
    });
    if (request.url?.startsWith('/public')) response.setHeader('cache-control', 'public, max-age=60');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 200, data: asked.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
  written.length = 0;
});

/** Resolves once `done` holds (the transport's background read has reached the stand-in). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

const read = (url: string, token?: string): HttpRequest => ({
  method: 'GET',
  baseURL: '',
  url,
  headers: { 'Accept-Language': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
});

describe("the page server's way to store-api", () => {
  it("shares a guest's read with the next guest, and asks again once it is old", async () => {
    let clock = 0;
    const transport = storeApiTransport(upstream, () => clock);
    const first = await transport(read('/private'));
    expect(await transport(read('/private'))).toEqual(first);
    expect(asked).toEqual(['/private guest']);
    clock += GUEST_READ_KEEP_MS;
    // Stale: the kept answer still answers, while a fresh one is asked.
    expect(await transport(read('/private'))).toEqual(first);
    await until(() => asked.length === 2);
    expect(asked).toEqual(['/private guest', '/private guest']);
  });

  it('never answers a guest with an answer older than GUEST_READ_STALE_MS: it waits for a fresh one', async () => {
    let clock = 0;
    const transport = storeApiTransport(upstream, () => clock);
    const first = await transport(read('/private'));
    clock += GUEST_READ_STALE_MS;
    const second = await transport(read('/private'));
    expect(second).not.toEqual(first);
    expect(asked).toEqual(['/private guest', '/private guest']);
  });

  it("never gives a member's answer to anyone, nor a guest's to a member", async () => {
    const transport = storeApiTransport(upstream, () => 0);
    await transport(read('/private', 'alice'));
    await transport(read('/private', 'bob'));
    await transport(read('/private'));
    await transport(read('/private', 'alice'));
    expect(asked).toEqual([
      '/private Bearer alice',
      '/private Bearer bob',
      '/private guest',
      '/private Bearer alice',
    ]);
  });

  it('shares an answer store-api marks public with every member and guest', async () => {
    const transport = storeApiTransport(upstream, () => 0);
    const first = await transport(read('/public', 'alice'));
    expect(await transport(read('/public', 'bob'))).toEqual(first);
    expect(await transport(read('/public'))).toEqual(first);
    expect(asked).toEqual(['/public Bearer alice']);
  });

  it('keeps no write', async () => {
    const transport = storeApiTransport(upstream, () => 0);
    const write = { ...read('/public'), method: 'POST' as const, data: {} };
    await transport(write);
    await transport(write);
    expect(asked).toHaveLength(2);
  });

  it('sends a write its body as JSON', async () => {
    const transport = storeApiTransport(upstream, () => 0);
    await transport({ ...read('/orders'), method: 'POST', data: { gameId: 'genshin', note: '原神 <b>' } });
    await until(() => written.length === 1);
    expect(written).toEqual([{ type: 'application/json', body: '{"gameId":"genshin","note":"原神 <b>"}' }]);
  });

  it('fails as timed out when store-api does not answer in time', async () => {
    const transport = storeApiTransport(upstream, () => 0);
    const started = Date.now();
    const failure = await transport(read('/silent')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportFailure);
    expect((failure as TransportFailure).timedOut).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(STORE_API_WAIT_MS - 50);
  });

  it('fails as unreachable, not timed out, when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await storeApiTransport(
      `http://127.0.0.1:${String(port)}`,
      () => 0,
    )(read('/x')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransportFailure);
    expect((failure as TransportFailure).timedOut).toBe(false);
  });
});
