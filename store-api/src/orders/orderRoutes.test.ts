import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { otherMember } from '../db/seed/members';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { Order } from './orderQueries';

let store: TestStore;
let demoToken: string;
beforeAll(async () => {
  store = await openTestStore();
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
});
afterAll(() => store.close());

const getOrder = (reference: string, headers: Record<string, string> = bearer(demoToken)) =>
  store.app.inject({ method: 'GET', url: `/homs/order/sn/${reference}`, headers });

const unpaidOrder: Order = {
  id: 1001,
  orderSn: 'TU202611200001',
  status: 0,
  inputStatus: 0,
  productId: 1,
  productName: 'Mobile Legends',
  pic: '/media/products/mobile-legends.svg',
  denomination: '86 Diamonds',
  quantity: 2,
  amount: 2.84,
  currency: 'USD',
  delivery: '["User ID:12345678","Zone ID:2001"]',
  createTime: '2026-11-20T09:15:00.000Z',
  payExpireTime: '2026-11-20T13:15:00.000Z',
  preview: {
    realnameRequired: '',
    realnameStatus: 2,
    realnameRejectReason: '',
    spotcheckRequired: '',
    spotcheckStatus: 2,
    spotcheckRejectReason: '',
  },
  originalAmount: 2.84,
  vipDiscount: 0,
  couponDiscount: 0,
  payTime: null,
  urgeTime: null,
  paymentPending: false,
};

describe('GET /homs/order/sn/:sn', () => {
  it('returns the owner their order by sn', async () => {
    const response = await getOrder('TU202611200001');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<Order>(response)).toEqual({ code: 200, message: 'success', data: unpaidOrder });
  });

  it('finds the same order by its numeric id', async () => {
    const response = await getOrder('1001');
    expect(envelopeOf<Order>(response).data).toEqual(unpaidOrder);
  });

  it('has one seeded order per status for the demo member', async () => {
    const statuses = await Promise.all(
      ['TU202611200001', 'TU202611190002', 'TU202611150003', 'TU202611100004'].map(
        async (sn) => envelopeOf<Order>(await getOrder(sn)).data.status,
      ),
    );
    expect(statuses).toEqual([0, 1, 2, 3]);
  });

  it('localises the product name', async () => {
    const response = await getOrder('TU202611190002', { ...bearer(demoToken), 'accept-language': 'zh-TW' });
    expect(envelopeOf<Order>(response).data).toMatchObject({ productName: '原神', amount: 13.99 });
  });

  it.each([
    ["another member's order by sn", 'TU202611210005'],
    ["another member's order by id", '1005'],
    ['an unknown sn', 'TU209901010001'],
    ['an unknown id', '999999'],
  ])('answers 404 for %s', async (_case, reference) => {
    const response = await getOrder(reference);
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toEqual({ code: 404, message: 'Order not found.', data: null });
  });

  it('lets the other member read their own order', async () => {
    const token = await loginAs(store.app, otherMember.email, otherMember.password);
    const response = await getOrder('TU202611210005', bearer(token));
    expect(envelopeOf<Order>(response).data).toMatchObject({
      id: 1005,
      productName: 'Free Fire',
      amount: 4.79,
    });
  });

  it('answers 401 without a token', async () => {
    const response = await getOrder('TU202611200001', {});
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toEqual({ code: 401, message: 'Please log in first.', data: null });
  });

  it('answers 400 for a reference with forbidden characters', async () => {
    const response = await getOrder('TU2026%27%20OR%201=1');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ code: 400, message: 'sn has an invalid format', data: null });
  });
});

describe('GET /homs/order', () => {
  const list = (query: string, headers: Record<string, string> = bearer(demoToken)) =>
    store.app.inject({ method: 'GET', url: `/homs/order${query}`, headers });
  type Page = { list: Order[]; total: number; pageNum: number; pageSize: number };

  it('lists only the member’s orders, newest first, with the total', async () => {
    const page = envelopeOf<Page>(await list('?t=1763800000000')).data;
    expect(page.total).toBe(4);
    expect(page.list.map((order) => order.orderSn)).toEqual([
      'TU202611200001',
      'TU202611190002',
      'TU202611150003',
      'TU202611100004',
    ]);
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(10);
  });

  it('filters by status and pages', async () => {
    expect(envelopeOf<Page>(await list('?status=0&pageSize=5')).data.list.map((o) => o.status)).toEqual([0]);
    const second = envelopeOf<Page>(await list('?pageNum=2&pageSize=3')).data;
    expect(second.total).toBe(4);
    expect(second.list.map((order) => order.orderSn)).toEqual(['TU202611100004']);
  });

  it('refuses bad paging with a 400 envelope and anonymous callers with 401', async () => {
    const bad = await list('?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).code).toBe(400);
    expect((await list('?pageNum=abc')).statusCode).toBe(400);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
