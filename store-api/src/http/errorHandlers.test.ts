import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { envelopeOf, makeTempDir, openTestStore, removeTempDir, type TestStore } from '../testing/testStore';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

describe('envelopes for everything that is not a success', () => {
  it('answers unknown routes with the 404 envelope naming method and path', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/x?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toEqual({ code: 404, message: 'Not found: GET /x', data: null });

    const wrongMethod = await store.app.inject({ method: 'POST', url: '/health', payload: {} });
    expect(envelopeOf(wrongMethod)).toEqual({ code: 404, message: 'Not found: POST /health', data: null });
  });

  it('answers a URL with broken percent-encoding with a 400 envelope', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/public/blog/article/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({
      code: 400,
      message: 'The URL is not valid: it contains malformed percent-encoding.',
      data: null,
    });
  });

  it('keeps the not-found message short for a huge URL', async () => {
    const response = await store.app.inject({ method: 'GET', url: `/${'a'.repeat(5000)}` });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).message.length).toBeLessThan(230);
  });

  it('answers 413 with an envelope for a body over the limit', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/sso/email/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({ code: 413, message: 'Request body is too large.', data: null });
  });

  it('answers unexpected errors with a generic 500 envelope that leaks nothing', async () => {
    const dir = makeTempDir();
    const db = await openDatabase(path.join(dir, 'store.db'));
    const app = buildApp(db);
    app.get('/boom', async () => {
      throw new Error('SQLITE_CORRUPT: secret internals');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(envelopeOf(response)).toEqual({
        code: 500,
        message: 'Something went wrong on our side. Please try again later.',
        data: null,
      });
    } finally {
      await app.close();
      await db.close();
      removeTempDir(dir);
    }
  });
});

describe('GET /health', () => {
  it('reports ok', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ code: 200, message: 'success', data: { status: 'ok' } });
  });
});
