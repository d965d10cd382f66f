import { isPageNotFound, pageLoaderArgs } from '@topup/shared-lib';
import { orderFixture, testSession, testStores } from '@topup/shared-lib/testing';
import { PAYMENT_TIPS } from './paymentTips';
import { loader } from './paymentTipsLoader';
import * as PaymentTipsPage from './PaymentTipsPage';

const load = (tip: string | undefined) =>
  loader(pageLoaderArgs({ tip }, `/mobile/tips/${tip ?? ''}`, '?oid=1001', testStores({ session: null })));

describe('payment tips loader', () => {
  it('takes each of the six tips pages of the route table', async () => {
    expect(PAYMENT_TIPS).toEqual([
      'payment-success.html',
      'payment-pending.html',
      'payment-failed.html',
      'payment-cancel.html',
      'payment-failed-credit-guide.html',
      'payment-failed-paypal-guide.html',
    ]);
    for (const tip of PAYMENT_TIPS) expect(await load(tip)).toEqual({ tip, order: null });
  });

  it('reads the order the address names for a member, by oid else orderSn', async () => {
    const stores = testStores({ session: testSession() });
    const read = jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(orderFixture({ status: 1 }));
    const success = await loader(
      pageLoaderArgs(
        { tip: 'payment-success.html' },
        '/mobile/tips/payment-success.html',
        '?orderSn=TU1&oid=1001',
        stores,
      ),
    );
    expect(read).toHaveBeenCalledWith('1001');
    expect(success).toMatchObject({ tip: 'payment-success.html', order: { ok: true, data: { status: 1 } } });
    expect(JSON.parse(JSON.stringify(success))).toEqual(success);
    await loader(
      pageLoaderArgs(
        { tip: 'payment-failed.html' },
        '/mobile/tips/payment-failed.html',
        '?orderSn=TU1',
        stores,
      ),
    );
    expect(read).toHaveBeenLastCalledWith('TU1');
    read.mockClear();
    expect(
      await loader(
        pageLoaderArgs({ tip: 'payment-failed.html' }, '/mobile/tips/payment-failed.html', '', stores),
      ),
    ).toEqual({ tip: 'payment-failed.html', order: null });
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    ['another name', 'payment-refund.html'],
    ['a tip without its .html', 'payment-success'],
    ['a tip in other letters', 'Payment-Success.html'],
    ['a path into the tips', '../payment-success.html'],
    ['no name', undefined],
  ])('finds no page for %s', async (_name, tip) => {
    const failure = await load(tip).catch((error: unknown) => error);
    expect(isPageNotFound(failure)).toBe(true);
  });

  it('is rendered in the browser only: the page asks no server rendering', () => {
    expect(PaymentTipsPage.loader).toBe(loader);
    expect('serverRender' in PaymentTipsPage).toBe(false);
  });
});
