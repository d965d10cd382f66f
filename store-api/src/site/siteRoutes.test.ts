import { buildApp } from '../app';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { REGION_NOT_SUPPORTED_SIMPLIFIED, REGION_NOT_SUPPORTED_TRADITIONAL } from '../sandbox/regionBlocker';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import { CLIENT_LOG_RETENTION_DAYS } from './clientLogs';
import { CURRENCY_LIST_MAX_AGE_SECONDS } from './siteRoutes';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('site data', () => {
  it('lists currencies with USD as default, and phone prefixes with +1 as default', async () => {
    const answer = await store.app.inject({ url: '/hms/currency/v2' });
    // The same for every shopper: the store's page server shares it among members too.
    expect(answer.headers['cache-control']).toBe(`public, max-age=${CURRENCY_LIST_MAX_AGE_SECONDS}`);
    const currencies = envelopeOf<{ code: string; rate: number; defaultSelect: boolean }[]>(answer).data;
    expect(currencies[0]).toEqual({ code: 'USD', symbol: '$', rate: 1, defaultSelect: true });
    expect(currencies.find((currency) => currency.code === 'TWD')?.rate).toBe(32.1);
    const prefixes = envelopeOf<{ value: string; defaultSelect: boolean }[]>(
      await store.app.inject({ url: '/sso/register/phone/prefix' }),
    ).data;
    expect(prefixes.filter((prefix) => prefix.defaultSelect).map((prefix) => prefix.value)).toEqual(['+1']);
    expect(prefixes.map((prefix) => prefix.value)).toContain('+886');
  });

  it('answers the build manifest as plain JSON, never cached', async () => {
    const response = await store.app.inject({ url: '/builds/meta/abc123.json?t=1' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ buildId: 'dev', requested: 'abc123', latest: false });
  });
});

describe('forms', () => {
  it('stores feedback, linked to the member when logged in', async () => {
    const token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const saved = envelopeOf<{ id: number }>(
      await post(
        '/hums/feedback',
        { type: 'order', content: 'My top-up is late.', contact: 'me@x.test' },
        bearer(token),
      ),
    );
    expect(
      await store.db.one('SELECT member_id AS memberId, type FROM feedback WHERE id = ?', saved.data.id),
    ).toEqual({ memberId: 1, type: 'order' });
    expect(envelopeOf(await post('/hums/feedback', { type: 'rant', content: 'hello there' })).message).toBe(
      'Choose a topic.',
    );
    expect(envelopeOf(await post('/hums/feedback', { type: 'other', content: 'hey' })).message).toBe(
      'Write at least 5 characters.',
    );
  });

  it('stores partner enquiries', async () => {
    const saved = await post('/public/partner', {
      name: 'Ana',
      company: 'Guild Co',
      email: 'ana@guild.test',
      message: 'Let us work together.',
    });
    expect(envelopeOf(saved).code).toBe(200);
    expect(
      envelopeOf(
        await post('/public/partner', { name: 'Ana', email: 'bad', message: 'Let us work together.' }),
      ).message,
    ).toBe('Enter a valid e-mail address, like name@example.com.');
  });
});

describe('POST /api/logs', () => {
  it('stores a batch and drops logs older than the retention period', async () => {
    const old = new Date(Date.now() - (CLIENT_LOG_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000).toISOString();
    await store.db.run(
      "INSERT INTO client_logs (level, message, timestamp, url, user_agent, user_id, session_id, extra, received_at) VALUES ('info', 'old', ?, '', '', '', '', 'null', ?)",
      old,
      old,
    );
    const logs = [
      {
        level: 'error',
        message: 'Boom',
        timestamp: new Date().toISOString(),
        url: '/x',
        userId: 1,
        extra: { a: 1 },
      },
      { level: 'info', message: 'Hi', timestamp: new Date().toISOString() },
    ];
    expect(envelopeOf(await post('/api/logs', { logs })).data).toEqual({ received: 2 });
    expect(await store.db.all('SELECT message FROM client_logs ORDER BY id')).toEqual([
      { message: 'Boom' },
      { message: 'Hi' },
    ]);
    expect(
      envelopeOf(await post('/api/logs', { logs: [{ level: 'fatal', message: 'x', timestamp: 'now' }] }))
        .message,
    ).toBe('logs[0].level must be one of: info, warn, error, debug');
    expect(envelopeOf(await post('/api/logs', { logs: [] })).message).toBe('logs must have at least 1 item');
  });
});

describe('POST /hums/utm/tracker', () => {
  it('answers 401 with a visit uuid for anonymous visitors and 200 once logged in', async () => {
    const anonymous = await post('/hums/utm/tracker', {
      utm_source: 'newsletter',
      utm_campaign: 'nov',
      ref: 'x',
    });
    expect(anonymous.statusCode).toBe(401);
    const uuid = envelopeOf<string>(anonymous).data;
    expect(uuid).toMatch(/^[0-9a-f]{32}$/);
    const token = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const linked = await post('/hums/utm/tracker', { utm_source: 'newsletter', uuid }, bearer(token));
    expect(envelopeOf(linked)).toEqual({ code: 200, message: 'success', data: { uuid } });
    expect(
      await store.db.one('SELECT COUNT(*) AS n FROM utm_visits WHERE uuid = ? AND member_id = 1', uuid),
    ).toEqual({ n: 2 });
    expect(envelopeOf(await post('/hums/utm/tracker', { utm_medium: 'x' })).message).toBe(
      'utm_source is required',
    );
  });
});

describe('game account lookups', () => {
  const lookup = (game: string, query: string) =>
    store.app.inject({ url: `/supplier/api/${game}/userinfo?${query}` });

  it('answers nicknames for known ids, per server where the game has servers', async () => {
    expect(envelopeOf(await lookup('mlbb', 'account=12345678&serverid=2001')).data).toEqual({
      game: 'mlbb',
      account: '12345678',
      serverId: '2001',
      nickname: 'DemoLegend',
    });
    expect(
      envelopeOf<{ nickname: string }>(await lookup('mlbb', 'account=87654321&serverid=4001')).data.nickname,
    ).toBe('MythicMageEU');
    expect(
      envelopeOf<{ nickname: string }>(await lookup('genshin-impact', 'account=812345678&serverid=os_asia'))
        .data.nickname,
    ).toBe('Traveler');
    expect(
      envelopeOf<{ nickname: string }>(
        await lookup('zenless-zone-zero', 'account=1300000001&serverid=prod_gf_us'),
      ).data.nickname,
    ).toBe('ProxyBelle');
    expect(
      envelopeOf<{ nickname: string }>(
        await lookup('honkai', 'account=700000001&serverid=prod_official_asia'),
      ).data.nickname,
    ).toBe('Trailblazer');
    for (const [game, account, nickname] of [
      ['poppo', '88001234', 'LunaStream'],
      ['pubg', '5123498760', 'ChickenDinner'],
      ['freefire', '2233445566', 'BooyahKing'],
      ['douyin', 'douyin_demo', '抖音小幫手'],
    ] as const) {
      expect(envelopeOf(await lookup(game, `account=${account}`)).data).toEqual({
        game,
        account,
        serverId: null,
        nickname,
      });
    }
  });

  it('answers a clear not-found, and 400 for a missing or unknown server', async () => {
    expect(envelopeOf(await lookup('mlbb', 'account=12345678&serverid=3001'))).toEqual({
      code: 404,
      message: 'No Mobile Legends account was found for this ID. Check the ID and server.',
      data: null,
    });
    expect(envelopeOf(await lookup('genshin-impact', 'account=1&serverid=mars')).message).toBe(
      'Choose your server.',
    );
    expect(envelopeOf(await lookup('honkai', 'account=1')).message).toBe('Choose your server.');
    expect(envelopeOf(await lookup('pubg', 'account=')).message).toBe('Enter your game ID.');
    expect((await lookup('pubg', 'account=404')).statusCode).toBe(404);
  });
});

describe('region blocker', () => {
  it('answers the not-supported phrase for blocked countries only, in the reader script', async () => {
    const app = buildApp(store.db, { blockedCountries: ['KP', 'XX'] });
    try {
      const simplified = await app.inject({
        url: '/hms/currency/v2',
        headers: { 'd-selective-country': 'xx' },
      });
      expect(simplified.statusCode).toBe(403);
      expect(envelopeOf(simplified).message).toContain(REGION_NOT_SUPPORTED_SIMPLIFIED);
      const traditional = await app.inject({
        url: '/hms/currency/v2',
        headers: { 'd-selective-country': 'KP', 'accept-language': 'zh-TW,zh;q=0.9' },
      });
      expect(envelopeOf(traditional).message).toContain(REGION_NOT_SUPPORTED_TRADITIONAL);
      expect(
        (await app.inject({ url: '/hms/currency/v2', headers: { 'd-selective-country': 'US' } })).statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ url: '/health', headers: { 'd-selective-country': 'KP' } })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});
