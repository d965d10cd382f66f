import { ApiError, i18n, pageLoaderArgs, type HttpTransport, type Stores } from '@topup/shared-lib';
import { orderFixture, testStores } from '@topup/shared-lib/testing';
import { makeCoupon, memberStores } from '../testing/fixtures';
import { head, loader } from './centerLoader';
import { orderListApi } from '../orders/orderListApi';
import { expiredCouponsApi } from '../coupons/couponLists';

const page = { list: [orderFixture()], total: 1, pageNum: 1, pageSize: 5 };
const totals = { total: 1, unpaid: 1, paid: 0, finished: 0, cancelled: 0, overUnpaidThreshold: false };

/** The loader for an address of the account centre. */
const load = (search: string, stores: Stores) => loader(pageLoaderArgs({}, '/user', search, stores));

describe("the account centre's loader", () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives a guest the marker and reads nothing', async () => {
    const transport = jest.fn<ReturnType<HttpTransport>, Parameters<HttpTransport>>();
    const stores = testStores({ session: null, transport });
    for (const search of ['', '?tab=order', '?tab=coupons']) {
      expect(await load(search, stores)).toEqual({ guest: true });
    }
    expect(transport).not.toHaveBeenCalled();
  });

  it("reads a member's overview: the recent orders, nothing else", async () => {
    const stores = memberStores();
    const list = jest.spyOn(stores.api.orders, 'list').mockResolvedValue(page);
    const totalsRead = jest.spyOn(stores.api.orders, 'totals');
    const data = await load('', stores);
    expect(data).toEqual({
      guest: false,
      tab: 'overview',
      recent: { ok: true, data: page },
      loadedAt: expect.any(Number),
    });
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 5 });
    expect(totalsRead).not.toHaveBeenCalled();
    // The server writes it into the page: it survives JSON.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('reads the order tab: the counts and the list the address names', async () => {
    const stores = memberStores();
    const list = jest.spyOn(stores.api.orders, 'list').mockResolvedValue(page);
    jest.spyOn(stores.api.orders, 'totals').mockResolvedValue(totals);
    const data = await load('?tab=order&status=paid&page=2', stores);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ status: 1, pageNum: 2, pageSize: 10 });
    expect(data).toMatchObject({
      guest: false,
      tab: 'order',
      orders: { totals: { ok: true, data: totals }, page: { ok: true, data: page } },
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("reads the order tab's search when the address names one", async () => {
    const stores = memberStores();
    const list = jest.spyOn(stores.api.orders, 'list');
    const search = jest.spyOn(orderListApi(stores.api), 'search').mockResolvedValue(page);
    jest.spyOn(stores.api.orders, 'totals').mockResolvedValue(totals);
    await load('?tab=order&q=%20TU2%20&status=paid', stores);
    expect(search).toHaveBeenCalledWith({ keyword: 'TU2', pageNum: 1, pageSize: 10 });
    expect(list).not.toHaveBeenCalled();
  });

  it("reads the coupon tab's three lists and the new-user offer an empty list offers", async () => {
    const stores = memberStores();
    const coupon = makeCoupon();
    // The store has no new-user offer: the panel offers none.
    jest.spyOn(stores.api.coupons, 'newUser').mockRejectedValue(new Error('no offer'));
    jest.spyOn(stores.api.coupons, 'memberAvailable').mockResolvedValue([coupon]);
    jest.spyOn(expiredCouponsApi(stores.api), 'memberExpired').mockResolvedValue({ list: [] });
    jest.spyOn(stores.api.coupons, 'memberUsed').mockResolvedValue({ list: [] });
    const list = jest.spyOn(stores.api.orders, 'list');
    expect(await load('?tab=coupons', stores)).toEqual({
      guest: false,
      tab: 'coupons',
      coupons: {
        available: { ok: true, data: [coupon] },
        expired: { ok: true, data: [] },
        used: { ok: true, data: [] },
        newUserOffer: null,
      },
    });
    expect(list).not.toHaveBeenCalled();
  });

  it('settles a failed read as data the page shows, in a shape that survives JSON', async () => {
    const stores = memberStores();
    jest
      .spyOn(stores.api.orders, 'list')
      .mockRejectedValue(new ApiError(503, 'The store is busy.', '/homs/order'));
    const data = await load('', stores);
    expect(data).toEqual({
      guest: false,
      tab: 'overview',
      recent: { ok: false, error: { code: 503, message: 'The store is busy.' } },
      loadedAt: expect.any(Number),
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('names the page by its tab (the metadata table), in the address language', async () => {
    const title = (search: string) =>
      head({ guest: true }, { params: {}, query: new URLSearchParams(search), language: 'en', t: i18n.t })
        .title;
    expect(title('')).toBe('My account | TopUp Store');
    expect(title('tab=order')).toBe('My orders | TopUp Store');
    expect(title('tab=coupons')).toBe('My coupons | TopUp Store');
    expect(title('tab=unknown')).toBe('My account | TopUp Store');
    const zh = i18n.getFixedT('zh-TW');
    expect(
      head({ guest: true }, { params: {}, query: new URLSearchParams(), language: 'zh-TW', t: zh }),
    ).toEqual({
      title: '我的帳戶 | TopUp 儲值商城',
      description: '您的訂單、優惠券與帳戶資料。',
      keywords: '我的帳戶, TopUp 帳戶',
    });
  });
});
