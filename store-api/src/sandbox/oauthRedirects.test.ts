// The OAuth sandbox sends a sign-in code only to /oauth2/success on one of the store's configured origins.
import { envelopeOf, openTestStore, type TestStore } from '../testing/testStore';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore({ sandboxes: true });
});
afterAll(() => store.close());

const REFUSED = 'redirect_uri must be /oauth2/success on one of the store’s own origins.';

const authorize = (app: TestStore['app'], target: string) =>
  app.inject({ url: `/sandbox/oauth/authorize?redirect_uri=${encodeURIComponent(target)}&state=s1` });
const approve = (app: TestStore['app'], target: string) =>
  app.inject({
    url: `/sandbox/oauth/approve?email=demo@topup.test&redirect_uri=${encodeURIComponent(target)}&state=s1`,
  });

describe('OAuth sandbox redirect_uri', () => {
  it.each([
    'https://evil.example/oauth2/success',
    '/oauth2/success',
    '//evil.example/oauth2/success',
    'http://localhost:3001/oauth2/success',
    'http://localhost:3000.evil.example/oauth2/success',
    'http://localhost:3000/user',
    'javascript:alert(1)',
  ])('refuses %s, issuing no code', async (target) => {
    for (const response of [await authorize(store.app, target), await approve(store.app, target)]) {
      expect(envelopeOf(response)).toEqual({ code: 400, message: REFUSED, data: null });
    }
    expect(await store.db.one('SELECT COUNT(*) AS count FROM oauth_codes')).toEqual({ count: 0 });
  });

  it.each(['http://localhost:3000/oauth2/success', 'http://127.0.0.1:3000/zh-TW/oauth2/success'])(
    'sends the code to %s',
    async (target) => {
      expect((await authorize(store.app, target)).statusCode).toBe(200);
      const response = await approve(store.app, target);
      expect(response.statusCode).toBe(302);
      expect(String(response.headers.location)).toMatch(
        new RegExp(`^${target}\\?code=[0-9a-f]{32}&state=s1$`),
      );
    },
  );

  it('follows the configured origins', async () => {
    const shop = await openTestStore({ sandboxes: true, shopOrigins: ['https://shop.example'] });
    try {
      expect((await approve(shop.app, 'https://shop.example/oauth2/success')).statusCode).toBe(302);
      expect(envelopeOf(await approve(shop.app, 'http://localhost:3000/oauth2/success')).message).toBe(
        REFUSED,
      );
    } finally {
      await shop.close();
    }
  });
});
