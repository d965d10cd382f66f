import { isPageNotFound, pageLoaderArgs } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/src/testing/testStores';
import { PAYMENT_TIPS } from './paymentTips';
import { loader } from './paymentTipsLoader';
import * as PaymentTipsPage from './PaymentTipsPage';

const load = (tip: string | undefined) =>
  loader(pageLoaderArgs({ tip }, `/mobile/tips/${tip ?? ''}`, '?oid=1001', testStores({ session: null })));

describe('payment tips loader', () => {
  it('takes each of the six tips pages of spec 2', async () => {
    expect(PAYMENT_TIPS).toEqual([
      'payment-success.html',
      'payment-pending.html',
      'payment-failed.html',
      'payment-cancel.html',
      'payment-failed-credit-guide.html',
      'payment-failed-paypal-guide.html',
    ]);
    for (const tip of PAYMENT_TIPS) expect(await load(tip)).toEqual({ tip });
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

  it('is rendered in the browser only (spec 2): the page asks no server rendering', () => {
    expect(PaymentTipsPage.loader).toBe(loader);
    expect('serverRender' in PaymentTipsPage).toBe(false);
  });
});
