// Every member route, called with another member's token (other@topup.test) against the demo and verify
// members' orders, coupons, reviews and account: no access (the same 404 as a missing id, or an answer
// without their data) and no change to anything they own.
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { memberChecksum, memberIdByEmail, orderIdBySn } from '../testing/memberChecksum';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';

const OTHER = { email: 'other@topup.test', password: 'Other1234!' };
const VERIFY = { email: 'verify@topup.test', password: 'Verify1234!' };

/** Victims' seeded orders, one per state a route acts on. */
const DEMO_UNPAID = 'TU202611200001';
const DEMO_PAID = 'TU202611190002';
const DEMO_FINISHED = 'TU202611150003';
const DEMO_CANCELLED = 'TU202611100004';
const VERIFY_REALNAME = 'TU202611210006';
const VERIFY_WIDGET = 'TU202611210007';
const VERIFY_SPOTCHECK = 'TU202611210008';
const VERIFY_AFTERPAY = 'TU202611210009';
const VICTIM_ORDERS = [
  DEMO_UNPAID,
  DEMO_PAID,
  DEMO_FINISHED,
  DEMO_CANCELLED,
  VERIFY_REALNAME,
  VERIFY_WIDGET,
  VERIFY_SPOTCHECK,
  VERIFY_AFTERPAY,
];

let store: TestStore;
let otherToken: string;
let demoToken: string;
let victims: number[];
let demoCouponId: number;

beforeAll(async () => {
  store = await openTestStore();
  otherToken = await loginAs(store.app, OTHER.email, OTHER.password);
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  await loginAs(store.app, VERIFY.email, VERIFY.password);
  victims = [
    await memberIdByEmail(store.db, DEMO_MEMBER_EMAIL),
    await memberIdByEmail(store.db, VERIFY.email),
  ];
  const coupon = (await store.db.one(
    'SELECT id FROM member_coupons WHERE member_id = ? AND use_time IS NULL ORDER BY id LIMIT 1',
    victims[0] ?? null,
  )) as { id: number };
  demoCouponId = coupon.id;
});
afterAll(() => store.close());

const checksums = () => Promise.all(victims.map((id) => memberChecksum(store.db, id)));

interface Attempt {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
}

/** Calls as the other member; returns the answer after proving nothing of the victims changed. */
async function asOther({ method, url, payload }: Attempt) {
  const before = await checksums();
  const response = await store.app.inject({
    method,
    url,
    headers: bearer(otherToken),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(await checksums()).toEqual(before);
  const body = response.body;
  for (const sn of VICTIM_ORDERS) expect(body).not.toContain(sn);
  expect(body).not.toContain(DEMO_MEMBER_EMAIL);
  expect(body).not.toContain(VERIFY.email);
  return response;
}

/** Both spellings of an order in a path: its sn and its numeric id. */
const bothIds = async (sn: string): Promise<string[]> => [sn, String(await orderIdBySn(store.db, sn))];

const PICTURE = ['https://img.example/a.png'];

// Routes that act on one order: the answer must be the 404 of a missing order.
const ORDER_ROUTES: [string, (id: string) => Attempt, string][] = [
  ['GET /homs/order/sn/{sn}', (id) => ({ method: 'GET', url: `/homs/order/sn/${id}` }), DEMO_PAID],
  ['DELETE /homs/order/{id}', (id) => ({ method: 'DELETE', url: `/homs/order/${id}` }), DEMO_FINISHED],
  [
    'DELETE /homs/order/{id} (cancelled)',
    (id) => ({ method: 'DELETE', url: `/homs/order/${id}` }),
    DEMO_CANCELLED,
  ],
  [
    'POST /homs/order/{id}/cancle',
    (id) => ({ method: 'POST', url: `/homs/order/${id}/cancle` }),
    DEMO_UNPAID,
  ],
  ['POST /homs/order/{id}/urge', (id) => ({ method: 'POST', url: `/homs/order/${id}/urge` }), DEMO_PAID],
  ['GET /homs/order/{id}/history', (id) => ({ method: 'GET', url: `/homs/order/${id}/history` }), DEMO_PAID],
  [
    'GET /homs/order/{id}/preview/sts',
    (id) => ({ method: 'GET', url: `/homs/order/${id}/preview/sts` }),
    VERIFY_REALNAME,
  ],
  [
    'POST /homs/order/{id}/comment/sts',
    (id) => ({ method: 'POST', url: `/homs/order/${id}/comment/sts`, payload: ['a.png'] }),
    DEMO_FINISHED,
  ],
  [
    'POST /homs/order/{id}/preview/realname',
    (id) => ({
      method: 'POST',
      url: `/homs/order/${id}/preview/realname`,
      payload: { realName: 'Mallory', idCard: '11010519491231002X', images: PICTURE },
    }),
    VERIFY_REALNAME,
  ],
  [
    'POST /homs/order/{id}/preview/spotcheck',
    (id) => ({ method: 'POST', url: `/homs/order/${id}/preview/spotcheck`, payload: { images: PICTURE } }),
    VERIFY_SPOTCHECK,
  ],
  [
    'GET /homs/order/{id}/sumsub/token',
    (id) => ({ method: 'GET', url: `/homs/order/${id}/sumsub/token` }),
    VERIFY_WIDGET,
  ],
  [
    'POST /homs/order/{id}/preview',
    (id) => ({
      method: 'POST',
      url: `/homs/order/${id}/preview`,
      payload: { reviewStatus: 'completed', reviewAnswer: 'GREEN' },
    }),
    VERIFY_WIDGET,
  ],
  [
    'GET /homs/order/{id}/delivery/reason',
    (id) => ({ method: 'GET', url: `/homs/order/${id}/delivery/reason` }),
    VERIFY_AFTERPAY,
  ],
  [
    'POST /homs/order/{id}/delivery',
    (id) => ({
      method: 'POST',
      url: `/homs/order/${id}/delivery`,
      payload: { fields: ['Character name:Mallory'] },
    }),
    VERIFY_AFTERPAY,
  ],
  [
    'GET /homs/order/{id}/comment',
    (id) => ({ method: 'GET', url: `/homs/order/${id}/comment` }),
    DEMO_FINISHED,
  ],
  [
    'POST /homs/order/{id}/comment',
    (id) => ({
      method: 'POST',
      url: `/homs/order/${id}/comment`,
      payload: { rating: 1, content: 'Not mine to review' },
    }),
    DEMO_FINISHED,
  ],
  [
    'POST /payments/sessions',
    (id) => ({ method: 'POST', url: '/payments/sessions', payload: { orderId: id, method: 'card' } }),
    DEMO_UNPAID,
  ],
];

describe.each(ORDER_ROUTES)('%s with another member’s token', (_name, attempt, sn) => {
  it.each(['sn', 'numeric id'])('answers 404 by %s and changes nothing', async (form) => {
    const [bySn, byId] = await bothIds(sn);
    const response = await asOther(attempt(form === 'sn' ? (bySn ?? sn) : (byId ?? sn)));
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toMatchObject({ code: 404, data: null });
  });
});

// Routes whose answer is "my own X": the other member's answer holds nothing of the victims.
const LIST_ROUTES: Attempt[] = [
  { method: 'GET', url: '/homs/order?pageSize=50' },
  { method: 'GET', url: '/homs/order/total' },
  { method: 'GET', url: '/homs/order/search?keyword=TU2026' },
  { method: 'GET', url: '/homs/order/search?keyword=Diamonds' },
  { method: 'GET', url: '/homs/order/preview' },
  { method: 'GET', url: '/homs/order/delivery/unfilled' },
  { method: 'GET', url: '/hums/coupon/member/available' },
  { method: 'GET', url: '/hums/coupon/member/expired' },
  { method: 'GET', url: '/hums/coupon/member/used' },
  { method: 'GET', url: '/hums/coupon/product/available/1' },
  { method: 'GET', url: '/hums/vip/discount' },
  { method: 'GET', url: '/sso/info/ex/refresh' },
  { method: 'GET', url: '/hpms/product/v4/1' },
  { method: 'GET', url: '/hpms/product/sn/P1001/comment' },
  { method: 'GET', url: '/hums/coupon/pid/1' },
];

describe.each(LIST_ROUTES)('$method $url with another member’s token', (attempt) => {
  it('answers only that member’s own data', async () => {
    const response = await asOther(attempt);
    expect(response.statusCode).toBe(200);
  });
});

describe('calls that act on the caller’s own account', () => {
  it('GET /homs/order/total counts only the caller’s orders', async () => {
    const total = envelopeOf<{ total: number }>(await asOther({ method: 'GET', url: '/homs/order/total' }));
    const own = (await store.db.one(
      'SELECT COUNT(*) AS n FROM orders WHERE member_id = ? AND deleted_at IS NULL',
      await memberIdByEmail(store.db, OTHER.email),
    )) as { n: number };
    expect(total.data.total).toBe(own.n);
  });

  it('POST /homs/order/v2 refuses a coupon another member holds', async () => {
    const response = await asOther({
      method: 'POST',
      url: '/homs/order/v2',
      payload: {
        productId: 1,
        skuId: 1,
        quantity: 1,
        delivery: ['User ID:12345678', 'Zone ID:2001'],
        memberCouponId: demoCouponId,
      },
    });
    expect([400, 404]).toContain(response.statusCode);
  });

  it('POST /sso/email/bind/v2 cannot take another member’s email', async () => {
    const response = await asOther({
      method: 'POST',
      url: '/sso/email/bind/v2',
      payload: { email: DEMO_MEMBER_EMAIL, authCode: '123456' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('POST /sso/email/bind/authcode sends no code for another member’s email', async () => {
    const response = await asOther({
      method: 'POST',
      url: '/sso/email/bind/authcode',
      payload: { email: VERIFY.email },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [
      'POST /sso/password/update',
      {
        method: 'POST',
        url: '/sso/password/update',
        payload: { oldPassword: DEMO_MEMBER_PASSWORD, newPassword: 'Taken1234!' },
      },
    ],
    [
      'POST /sso/bind/phone',
      {
        method: 'POST',
        url: '/sso/bind/phone',
        payload: { prefix: '+886', phone: '912345678', authCode: '123456' },
      },
    ],
    [
      'POST /hums/coupon/capture/redemption',
      { method: 'POST', url: '/hums/coupon/capture/redemption', payload: { code: 'SAVE2' } },
    ],
    ['POST /hums/coupon/{id}/capture', { method: 'POST', url: '/hums/coupon/1/capture' }],
    ['GET /hpms/product/comment/like/{id}', { method: 'GET', url: '/hpms/product/comment/like/1' }],
    [
      'POST /hums/feedback',
      { method: 'POST', url: '/hums/feedback', payload: { type: 'other', content: 'About someone else' } },
    ],
    ['POST /hums/utm/tracker', { method: 'POST', url: '/hums/utm/tracker', payload: { utm_source: 'x' } }],
    ['DELETE /hums/app/logout', { method: 'DELETE', url: '/hums/app/logout' }],
  ] as [string, Attempt][])('%s changes nothing of the victims', async (_name, attempt) => {
    const response = await asOther(attempt);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('the victims’ sessions still work after all of it', async () => {
    const info = await store.app.inject({ url: '/sso/info/ex/refresh', headers: bearer(demoToken) });
    expect(info.statusCode).toBe(200);
  });
});
