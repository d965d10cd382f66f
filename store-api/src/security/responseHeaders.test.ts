import { openTestStore, envelopeOf, type TestStore } from '../testing/testStore';
import { API_SECURITY_HEADERS, ORIGIN_NOT_ALLOWED, parseCorsOrigins } from './responseHeaders';

const SHOP = 'https://shop.example';
let store: TestStore;
beforeAll(async () => {
  store = await openTestStore({ corsOrigins: [SHOP] });
});
afterAll(() => store.close());

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/health'],
    ['a 404', '/no/such/call'],
    ['a 401', '/homs/order'],
    ['a sandbox page', '/sandbox/identity/widget.js'],
    ['a picture', '/media/products/mlbb.svg'],
  ])('are on %s', async (_case, url) => {
    const response = await store.app.inject({ url });
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
      expect(response.headers[name]).toBe(value);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('CORS', () => {
  it('answers a preflight from a configured origin', async () => {
    const response = await store.app.inject({
      method: 'OPTIONS',
      url: '/homs/order/v2',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers['access-control-allow-headers']).toContain('authorization');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });

  it('refuses a preflight from any other origin and never echoes it', async () => {
    const response = await store.app.inject({
      method: 'OPTIONS',
      url: '/homs/order/v2',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response).message).toBe(ORIGIN_NOT_ALLOWED);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows reading a simple answer only for a configured origin', async () => {
    const allowed = await store.app.inject({ url: '/health', headers: { origin: SHOP } });
    expect(allowed.headers['access-control-allow-origin']).toBe(SHOP);
    expect(allowed.headers.vary).toContain('Origin');
    const other = await store.app.inject({ url: '/health', headers: { origin: 'null' } });
    expect(other.statusCode).toBe(200); // same-origin calls through the shell's proxy carry an Origin too
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('defaults to the local shell origins', () => {
    expect(parseCorsOrigins(undefined)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });
});
