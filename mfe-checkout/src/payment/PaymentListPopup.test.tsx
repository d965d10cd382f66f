import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  STORAGE_KEYS,
  i18n,
  isString,
  readStored,
  resetLoadedScripts,
  setRuntimeConfig,
  type Stores,
} from '@topup/shared-lib';
import {
  EXPIRED,
  fakeScriptLoads,
  orderFixture,
  setWindowGlobal,
  testSession,
  testStores,
} from '@topup/shared-lib/testing';
import { resetCheckoutSdk } from './checkoutSdk';
import PaymentListPopup from './PaymentListPopup';
import { PAYMENT_SDK_MESSAGES, PaymentSdkError } from './paymentSdk';
import { sdkErrorMessage } from './sdkErrorMessage';
import { paymentsApi, type PaymentMethodMark } from './paymentsApi';
import { renderPage } from 'shell/testing';

const CONFIG = { apiBase: '', apiPrefix: '/api', mediaBase: '' };

/** store-api's answer to GET /payments/methods. */
const METHOD_MARKS: PaymentMethodMark[] = [
  { id: 'card', mark: 'card', pic: '/media/payments/card.svg' },
  { id: 'dropIn', mark: 'card', pic: '/media/payments/card.svg' },
  { id: 'applePay', mark: 'mobile-wallet', pic: '/media/payments/mobile-wallet.svg' },
  { id: 'googlePay', mark: 'mobile-wallet', pic: '/media/payments/mobile-wallet.svg' },
  { id: 'paypal', mark: 'e-wallet', pic: '/media/payments/e-wallet.svg' },
  { id: 'provider', mark: 'bank', pic: '/media/payments/bank.svg' },
];

interface FakeElement {
  type: string;
  options: Record<string, unknown>;
  handlers: Record<string, ((detail: unknown) => void)[]>;
  mounted: HTMLElement | null;
}

describe('PaymentListPopup', () => {
  let stores: Stores;
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  let elements: FakeElement[];
  const onClose = jest.fn();
  const init = jest.fn();

  const emit = (element: FakeElement | undefined, event: string, detail?: unknown) =>
    act(() => element?.handlers[event]?.forEach((handler) => handler(detail)));

  const installSdk = (supportedTypes = ['card', 'dropIn', 'applePayButton', 'googlePayButton']) => {
    setWindowGlobal('TopupPaymentController', { init });
    setWindowGlobal('TopupPaymentElements', {
      supportedTypes,
      createElement: (type: string, options: Record<string, unknown>) => {
        const element: FakeElement = { type, options, handlers: {}, mounted: null };
        elements.push(element);
        return {
          mount: (container: HTMLElement) => {
            element.mounted = container;
            container.append(Object.assign(document.createElement('button'), { textContent: 'Pay now' }));
          },
          unmount: jest.fn(),
          destroy: jest.fn(),
          on: (event: string, handler: (detail: unknown) => void) => {
            (element.handlers[event] ??= []).push(handler);
            return () => undefined;
          },
        };
      },
    });
  };

  // The shell draws the popup's frame around this body, inside the page's stores.
  const show = () => renderPage(<PaymentListPopup orderId="TU202611200001" onClose={onClose} />, { stores });

  const choose = async (name: string) => {
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  };

  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
    resetLoadedScripts();
    resetCheckoutSdk();
    setRuntimeConfig(CONFIG);
    setWindowGlobal('TopupPaymentController', undefined);
    setWindowGlobal('TopupPaymentElements', undefined);
    elements = [];
    init.mockReset();
    stores = testStores({ session: testSession() });
    jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(orderFixture());
    jest.spyOn(paymentsApi(stores.api), 'methods').mockResolvedValue(METHOD_MARKS);
    jest.spyOn(paymentsApi(stores.api), 'createSession').mockResolvedValue({
      sessionId: 'a'.repeat(32),
      checkoutUrl: `/sandbox/pay/checkout/${'a'.repeat(32)}`,
      amount: 2.84,
      currency: 'USD',
    });
  });
  afterEach(async () => {
    scripts?.stop();
    scripts = undefined;
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists every method for an unpaid order with the amount', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    const names = [
      'Credit or debit card',
      'Apple Pay',
      'Google Pay',
      'PayPal',
      'Local wallets and bank transfer',
      'All payment options',
    ];
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(names.length);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(new RegExp(`^${names[index]}`)));
    expect(screen.getByText('US$2.84')).toBeInTheDocument();
  });

  it.each([
    ['Credit or debit card', '/media/payments/card.svg'],
    ['Apple Pay', '/media/payments/mobile-wallet.svg'],
    ['Google Pay', '/media/payments/mobile-wallet.svg'],
    ['PayPal', '/media/payments/e-wallet.svg'],
    ['Local wallets and bank transfer', '/media/payments/bank.svg'],
    ['All payment options', '/media/payments/card.svg'],
  ])('shows the store’s mark beside %s, a picture that adds nothing to its name', async (name, pic) => {
    show();
    const button = await screen.findByRole('button', { name: new RegExp(`^${name}`) });
    // alt="": a picture with no name of its own, so the button is still named by its words.
    const picture = within(button).getByRole('presentation');
    expect(picture).toHaveAttribute('src', pic);
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '48');
    expect(picture).toHaveAttribute('height', '30');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('still lists every method, without pictures, when the marks cannot be read', async () => {
    jest
      .spyOn(paymentsApi(stores.api), 'methods')
      .mockRejectedValue(new ApiError(502, 'Unreachable', '/payments/methods'));
    show();
    const list = await screen.findByRole('list', { name: 'Payment methods' });
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(within(list).queryAllByRole('presentation')).toHaveLength(0);
    expect(within(list).queryAllByRole('img')).toHaveLength(0);
  });

  it.each([
    ['Credit or debit card', 'card', 'card', {}],
    ['Apple Pay', 'applePay', 'applePayButton', {}],
    ['Google Pay', 'googlePay', 'googlePayButton', {}],
    ['PayPal', 'paypal', 'dropIn', { methods: ['paypal'] }],
    ['Local wallets and bank transfer', 'provider', 'dropIn', { methods: ['provider'] }],
    ['All payment options', 'dropIn', 'dropIn', {}],
  ])('%s: session, SDK init, scripts, element created and mounted', async (name, method, type, extra) => {
    scripts = fakeScriptLoads(() => {
      installSdk();
      return 'load';
    });
    show();
    await choose(name);
    await screen.findByRole('button', { name: 'Pay now' });
    expect(paymentsApi(stores.api).createSession).toHaveBeenCalledWith({
      orderId: '1001',
      method,
      returnOrigin: window.location.origin,
      language: 'en',
    });
    expect(scripts.srcs).toEqual(['/api/sandbox/pay/sdk/controller.js', '/api/sandbox/pay/sdk/elements.js']);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ env: 'demo', locale: 'en', version: '3.1.0' }),
    );
    expect(elements).toHaveLength(1);
    expect(elements[0]).toMatchObject({ type, options: { sessionId: 'a'.repeat(32), ...extra } });
    expect(readStored(STORAGE_KEYS.paymentWay, isString)).toBe(method);
    emit(elements[0], 'ready');
    expect(screen.getByText('Complete your payment in the form below.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Paying with ${name}` })).toContainElement(
      screen.getByRole('button', { name: 'Pay now' }),
    );
  });

  it('LOAD_SCRIPT_ERROR after 3 attempts 500 ms apart, then Retry loads it', async () => {
    let failures = 3;
    scripts = fakeScriptLoads(() => {
      if (failures > 0) {
        failures -= 1;
        return 'error';
      }
      installSdk();
      return 'load';
    });
    show();
    await choose('Credit or debit card');
    // Real pauses of 500 ms between the attempts.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The payment form could not be loaded (LOAD_SCRIPT_ERROR). Check your connection and try again.',
    );
    expect(scripts.srcs).toEqual(Array(3).fill('/api/sandbox/pay/sdk/controller.js'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('INVALID_STATIC_RESOURCE_ERROR when production names no scripts', async () => {
    setRuntimeConfig({ ...CONFIG, environment: 'prod' });
    show();
    await choose('Credit or debit card');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment form is not set up correctly (INVALID_STATIC_RESOURCE_ERROR). Please contact support.',
    );
  });

  it('INSTANCE_NOT_FOUND_ERROR when the script defines no SDK', async () => {
    scripts = fakeScriptLoads();
    show();
    await choose('Credit or debit card');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment form did not start (INSTANCE_NOT_FOUND_ERROR). Reload the page and try again.',
    );
  });

  it('an element type the SDK does not support says so', async () => {
    scripts = fakeScriptLoads(() => {
      installSdk(['dropIn']);
      return 'load';
    });
    show();
    await choose('Credit or debit card');
    expect(await screen.findByRole('alert')).toHaveTextContent('createElement with type is not supported');
  });

  it('a controller that refuses the configuration shows a general message', async () => {
    init.mockRejectedValue(new Error('Unknown payment environment'));
    scripts = fakeScriptLoads(() => {
      installSdk();
      return 'load';
    });
    show();
    await choose('Credit or debit card');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown payment environment');
  });

  it('an error from the element (a settled session) is shown', async () => {
    scripts = fakeScriptLoads(() => {
      installSdk();
      return 'load';
    });
    show();
    await choose('PayPal');
    await screen.findByRole('button', { name: 'Pay now' });
    emit(elements[0], 'error', { code: 409, message: 'This payment is already cancelled.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is already cancelled.');
  });

  it('an element refused because another tab paid the order says the order is paid, not an error', async () => {
    scripts = fakeScriptLoads(() => {
      installSdk();
      return 'load';
    });
    show();
    await choose('PayPal');
    await screen.findByRole('button', { name: 'Pay now' });
    jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(orderFixture({ status: 1 }));
    emit(elements[0], 'error', { code: 409, message: 'This order is already paid.' });
    expect(
      await screen.findByText(
        'This order is already paid (in another tab or window, perhaps). You do not need to pay again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('maps each SDK message to the shopper’s language', async () => {
    const t = i18n.getFixedT('en', 'checkout');
    for (const message of Object.values(PAYMENT_SDK_MESSAGES)) {
      expect(sdkErrorMessage(t, new PaymentSdkError(null, message))).toBe(message);
    }
    const zh = i18n.getFixedT('zh-TW', 'checkout');
    expect(sdkErrorMessage(zh, new PaymentSdkError(null, PAYMENT_SDK_MESSAGES.notInitialized))).toBe(
      '請先初始化付款元件再建立元件',
    );
    expect(sdkErrorMessage(zh, new PaymentSdkError('LOAD_SCRIPT_ERROR', 'x'))).toMatch(/LOAD_SCRIPT_ERROR/);
    expect(sdkErrorMessage(t, 'weird')).toBe('The payment could not be started. Please try again.');
  });

  it('another method can be chosen', async () => {
    scripts = fakeScriptLoads(() => {
      installSdk();
      return 'load';
    });
    show();
    await choose('Credit or debit card');
    expect(screen.getByRole('heading', { name: 'Paying with Credit or debit card' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another method' }));
    expect(screen.getByRole('list', { name: 'Payment methods' })).toBeInTheDocument();
  });

  it('opens the safety popup', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Is my payment safe?' }));
    expect(stores.ui.sitePopup('safety')).toEqual({ kind: 'safety' });
  });

  it.each([
    [
      { status: 1 },
      'This order is already paid (in another tab or window, perhaps). You do not need to pay again.',
    ],
    [
      { paymentStatus: 'pending' as const },
      'A payment of this order is waiting for the payment provider to confirm it. We update the order as soon as it does: you do not need to pay again.',
    ],
    [{ status: 2 }, 'This order is already paid and delivered.'],
    [{ status: 3 }, 'This order was cancelled, so it cannot be paid.'],
    [{ status: 4 }, 'This order was refunded, so it cannot be paid again.'],
    [{ payExpireTime: EXPIRED() }, 'The time to pay for this order has run out.'],
  ])('an order %o cannot be paid and offers the order', async (change, message) => {
    jest.spyOn(stores.api.orders, 'bySn').mockResolvedValue(orderFixture(change));
    show();
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'View the order' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('pays in Traditional Chinese: the session returns to zh-TW pages, the SDK and element get the locale', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    scripts = fakeScriptLoads(() => {
      installSdk();
      return 'load';
    });
    show();
    await choose('信用卡或金融卡');
    await screen.findByRole('button', { name: 'Pay now' });
    expect(paymentsApi(stores.api).createSession).toHaveBeenCalledWith(
      expect.objectContaining({ language: 'zh-TW', returnOrigin: window.location.origin }),
    );
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ locale: 'zh-TW' }));
    expect(elements[0]?.options).toMatchObject({ locale: 'zh-TW' });
  });

  it('a method chosen after another tab paid the order says it is already paid, not an error', async () => {
    jest
      .spyOn(stores.api.orders, 'bySn')
      .mockResolvedValueOnce(orderFixture())
      .mockResolvedValue(orderFixture({ status: 1 }));
    jest
      .spyOn(paymentsApi(stores.api), 'createSession')
      .mockRejectedValue(new ApiError(400, 'This order is not waiting for payment.', '/payments/sessions'));
    show();
    await choose('Credit or debit card');
    expect(
      await screen.findByText(
        'This order is already paid (in another tab or window, perhaps). You do not need to pay again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View the order' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a refused session of an order still waiting for payment shows the store’s reason', async () => {
    jest
      .spyOn(paymentsApi(stores.api), 'createSession')
      .mockRejectedValue(
        new ApiError(
          503,
          'Payments are not available right now. Please try again later.',
          '/payments/sessions',
        ),
      );
    show();
    await choose('Credit or debit card');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are not available right now. Please try again later.',
    );
  });

  it('back in this tab, the list reads the order again and says when it was paid meanwhile', async () => {
    const read = jest.spyOn(stores.api.orders, 'bySn');
    show();
    await screen.findByRole('list', { name: 'Payment methods' });
    read.mockResolvedValue(orderFixture({ status: 1 }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await screen.findByText(
        'This order is already paid (in another tab or window, perhaps). You do not need to pay again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payment methods' })).not.toBeInTheDocument();
  });

  it('lists the methods in Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    show();
    expect(await screen.findByRole('list', { name: '付款方式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^信用卡或金融卡/ })).toBeInTheDocument();
  });
});
