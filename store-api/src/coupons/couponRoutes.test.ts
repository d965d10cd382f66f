import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { otherMember } from '../db/seed/members';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { Coupon, MemberCoupon } from './couponQueries';

let store: TestStore;
let demoToken: string;
let otherToken: string;
beforeAll(async () => {
  store = await openTestStore();
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  otherToken = await loginAs(store.app, otherMember.email, otherMember.password);
});
afterAll(() => store.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  store.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('member coupon lists', () => {
  it('answers available as a bare list, expired and used as { list }', async () => {
    const available = envelopeOf<MemberCoupon[]>(
      await call('GET', '/hums/coupon/member/available', demoToken),
    );
    expect(available.data.map((coupon) => coupon.code)).toEqual(['SAVE2']);
    expect(available.data[0]).toMatchObject({ kind: 'amount', value: 2, minSpend: 10, status: 'available' });

    const expired = envelopeOf<{ list: MemberCoupon[] }>(
      await call('GET', '/hums/coupon/member/expired', demoToken),
    );
    expect(expired.data.list.map((coupon) => [coupon.code, coupon.status])).toEqual([['SPRING2', 'expired']]);
    const used = envelopeOf<{ list: MemberCoupon[] }>(
      await call('GET', '/hums/coupon/member/used', demoToken),
    );
    expect(used.data.list.map((coupon) => [coupon.code, coupon.status])).toEqual([['SUMMER1', 'used']]);
  });

  it('needs a login', async () => {
    const response = await call('GET', '/hums/coupon/member/available');
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).message).toBe('Please log in first.');
  });

  it('shows only the member own coupons', async () => {
    const other = envelopeOf<MemberCoupon[]>(await call('GET', '/hums/coupon/member/available', otherToken));
    expect(other.data).toEqual([]);
  });
});

describe('coupons offered on a product', () => {
  it('lists the product coupons and store-wide ones, marking those already captured', async () => {
    const anonymous = envelopeOf<Coupon[]>(await call('GET', '/hums/coupon/pid/1'));
    expect(anonymous.data.map((coupon) => coupon.code)).toEqual(['MLBB10', 'SAVE2', 'LASTONE']);
    expect(anonymous.data.every((coupon) => !coupon.captured)).toBe(true);
    const demo = envelopeOf<Coupon[]>(await call('GET', '/hums/coupon/pid/1', demoToken));
    expect(demo.data.find((coupon) => coupon.code === 'SAVE2')?.captured).toBe(true);
    expect(demo.data.find((coupon) => coupon.code === 'MLBB10')).toMatchObject({
      kind: 'percent',
      value: 10,
      productId: 1,
    });
  });

  it('answers 404 for an unknown product and 400 for a non-numeric id', async () => {
    expect((await call('GET', '/hums/coupon/pid/999')).statusCode).toBe(404);
    const bad = await call('GET', '/hums/coupon/pid/abc');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).message).toBe('id must be a whole number');
  });

  it('lists the member coupons usable on a product for checkout', async () => {
    const genshin = envelopeOf<MemberCoupon[]>(
      await call('GET', '/hums/coupon/product/available/2', demoToken),
    );
    expect(genshin.data.map((coupon) => coupon.code)).toEqual(['SAVE2']);
    expect((await call('GET', '/hums/coupon/product/available/2')).statusCode).toBe(401);
    expect((await call('GET', '/hums/coupon/product/available/999', demoToken)).statusCode).toBe(404);
  });
});

describe('POST /hums/coupon/{id}/capture', () => {
  it('captures once, then refuses a second capture', async () => {
    const first = await call('POST', '/hums/coupon/4/capture', demoToken);
    expect(first.statusCode).toBe(200);
    expect(envelopeOf<MemberCoupon>(first).data).toMatchObject({
      couponId: 4,
      code: 'GENSHIN3',
      status: 'available',
    });
    const second = await call('POST', '/hums/coupon/4/capture', demoToken);
    expect(second.statusCode).toBe(400);
    expect(envelopeOf(second).message).toBe('You have already claimed this coupon.');
  });

  it('captures exactly once under many concurrent requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => call('POST', '/hums/coupon/3/capture', otherToken)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(39);
    const held = await store.db.one(
      'SELECT COUNT(*) AS n FROM member_coupons WHERE member_id = ? AND coupon_id = 3',
      otherMember.id,
    );
    expect(held).toEqual({ n: 1 });
  });

  it('refuses a coupon that ran out of stock', async () => {
    expect((await call('POST', '/hums/coupon/5/capture', otherToken)).statusCode).toBe(200);
    const late = await call('POST', '/hums/coupon/5/capture', demoToken);
    expect(late.statusCode).toBe(400);
    expect(envelopeOf(late).message).toBe('This coupon has run out.');
  });

  it('refuses an ended coupon, an unknown one and anonymous callers', async () => {
    expect(envelopeOf(await call('POST', '/hums/coupon/6/capture', otherToken)).message).toBe(
      'This coupon is no longer available.',
    );
    expect((await call('POST', '/hums/coupon/999/capture', demoToken)).statusCode).toBe(404);
    expect((await call('POST', '/hums/coupon/4/capture')).statusCode).toBe(401);
  });

  it('keeps new-user coupons for members without a paid order', async () => {
    const refused = await call('POST', '/hums/coupon/1/capture', demoToken);
    expect(envelopeOf(refused).message).toBe(
      'This coupon is only for shoppers who have not placed a paid order yet.',
    );
  });
});

describe('POST /hums/coupon/capture/redemption', () => {
  it('captures by code, whatever the case', async () => {
    const response = await call('POST', '/hums/coupon/capture/redemption', demoToken, { code: 'mlbb10' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<MemberCoupon>(response).data.code).toBe('MLBB10');
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect(
      envelopeOf(await call('POST', '/hums/coupon/capture/redemption', demoToken, { code: 'NOPE' })).message,
    ).toBe('No coupon has this code.');
    const bad = await call('POST', '/hums/coupon/capture/redemption', demoToken, { code: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).message).toBe('A promo code has letters and digits only.');
    expect(envelopeOf(await call('POST', '/hums/coupon/capture/redemption', demoToken, {})).message).toBe(
      'Enter a promo code.',
    );
  });
});

describe('GET /public/newuser/coupon/{id}', () => {
  it('shows the new-user coupon by id or, with 0, the current one', async () => {
    const byId = envelopeOf<Coupon>(await call('GET', '/public/newuser/coupon/1'));
    expect(byId.data).toMatchObject({ code: 'WELCOME5', newUser: true, value: 5, minSpend: 20 });
    expect(envelopeOf<Coupon>(await call('GET', '/public/newuser/coupon/0')).data.id).toBe(1);
    const zh = envelopeOf<Coupon>(
      await store.app.inject({ url: '/public/newuser/coupon/1', headers: { 'accept-language': 'zh-TW' } }),
    );
    expect(zh.data.name).toBe('新用戶首單減 5 美元');
  });

  it('answers 404 for a coupon that is not a new-user one', async () => {
    expect((await call('GET', '/public/newuser/coupon/2')).statusCode).toBe(404);
  });
});

describe('GET /hums/vip/discount', () => {
  it('derives the level from growth', async () => {
    expect(envelopeOf(await call('GET', '/hums/vip/discount', demoToken)).data).toEqual({
      level: 2,
      growth: 120,
      discountPercent: 2,
      nextLevelGrowth: 500,
    });
    expect(envelopeOf(await call('GET', '/hums/vip/discount', otherToken)).data).toMatchObject({
      level: 0,
      discountPercent: 0,
    });
    expect((await call('GET', '/hums/vip/discount')).statusCode).toBe(401);
  });
});
