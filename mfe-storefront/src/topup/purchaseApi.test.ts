// The top-up page's order calls go to their paths with their methods, and show their failure themselves.
import { fail, installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';
import type { Api } from '@topup/shared-lib';
import { IDEMPOTENCY_KEY_HEADER, purchaseApi } from './purchaseApi';

let api: Api;
let onError: jest.Mock;
let fake: ReturnType<typeof installFakeTransport>;

const calls: [string, () => Promise<unknown>, string, string][] = [
  [
    'create',
    () => purchaseApi(api).create({ productId: 1, skuId: 2, quantity: 1, delivery: [] }, 'attempt-key-1'),
    'POST',
    '/homs/order/v2',
  ],
  [
    'quote',
    () => purchaseApi(api).quote({ productId: 1, skuId: 2, quantity: 3, currency: 'TWD' }),
    'POST',
    '/homs/order/quote',
  ],
];

describe('calls', () => {
  beforeEach(() => {
    ({ api, onError } = testApi());
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeTransport(() => ({ body: ok({ list: [], total: 0 }) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });

  it.each(calls)('%s shows its failure on the page, not as a toast', async (_name, call) => {
    fake = installFakeTransport(() => ({ status: 500, body: fail(500, 'boom') }));
    await call().catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });

  it('creates an order with the payload plus a date, naming the purchase attempt', async () => {
    fake = installFakeTransport(() => ({ body: ok({ id: 1, orderSn: 'S' }) }));
    await purchaseApi(api).create(
      { productId: 1, skuId: 2, quantity: 1, delivery: ['User ID:1'] },
      'attempt-key-2',
    );
    expect(fake.last().data).toMatchObject({
      productId: 1,
      delivery: ['User ID:1'],
      date: expect.any(String),
    });
    expect(fake.last().headers[IDEMPOTENCY_KEY_HEADER]).toBe('attempt-key-2');
  });
});
