import { ApiError, pageLoaderArgs, type Stores } from '@topup/shared-lib';
import { orderFixture, testSession, testStores } from '@topup/shared-lib/testing';
import { loader } from './orderDetailLoader';

const load = (search: string, stores: Stores) => loader(pageLoaderArgs({}, '/order/detail', search, stores));

describe('order detail loader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the member’s order named by oid, trimmed, as data that survives JSON', async () => {
    const stores = testStores({ session: testSession() });
    const read = jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(orderFixture());
    const before = Date.now();
    const data = await load('?oid=%20TU202611200001%20', stores);
    expect(read).toHaveBeenCalledWith('TU202611200001');
    expect(data).toMatchObject({ kind: 'order', order: { ok: true, data: { orderSn: 'TU202611200001' } } });
    expect(data.kind === 'order' && data.readAt).toBeGreaterThanOrEqual(before);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('gives a guest the marker without reading', async () => {
    const stores = testStores({ session: null });
    const read = jest.spyOn(stores.api.orders, 'bySn');
    expect(await load('?oid=TU202611200001', stores)).toEqual({ kind: 'guest' });
    expect(read).not.toHaveBeenCalled();
  });

  it('says when no order is named, for a guest or a member', async () => {
    expect(await load('', testStores({ session: null }))).toEqual({ kind: 'missingId' });
    expect(await load('?oid=%20', testStores({ session: testSession() }))).toEqual({ kind: 'missingId' });
  });

  it('keeps an order the store refuses as the store’s answer, for the page to show', async () => {
    const stores = testStores({ session: testSession() });
    jest
      .spyOn(stores.api.orders, 'bySn')
      .mockRejectedValue(new ApiError(404, 'Order not found.', '/homs/order/sn/:sn'));
    expect(await load('?oid=nope', stores)).toEqual({
      kind: 'order',
      order: { ok: false, error: { code: 404, message: 'Order not found.' } },
      readAt: expect.any(Number),
      reviewed: false,
    });
  });

  it('asks whether a delivered order is reviewed, and only a delivered one', async () => {
    const stores = testStores({ session: testSession() });
    const bySn = jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(orderFixture({ status: 2 }));
    const comment = jest.spyOn(stores.api.orders, 'comment').mockResolvedValue({
      id: 9,
      productId: 1,
      orderId: 1001,
      author: 'Shopper',
      rating: 5,
      content: 'Fast.',
      images: [],
      likeCount: 0,
      liked: false,
      createTime: '2026-11-20T12:00:00.000Z',
    });
    expect(await load('?oid=1001', stores)).toMatchObject({ kind: 'order', reviewed: true });
    expect(comment).toHaveBeenCalledWith(1001);
    comment.mockResolvedValue(null);
    expect(await load('?oid=1001', stores)).toMatchObject({ reviewed: false });
    comment.mockRejectedValue(new ApiError(500, 'Broken.', '/homs/order/{id}/comment'));
    expect(await load('?oid=1001', stores)).toMatchObject({ order: { ok: true }, reviewed: false });
    comment.mockClear();
    bySn.mockResolvedValue(orderFixture({ status: 1 }));
    expect(await load('?oid=1001', stores)).toMatchObject({ reviewed: false });
    expect(comment).not.toHaveBeenCalled();
  });
});
