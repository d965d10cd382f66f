import { resetLoadedScripts, type RuntimeConfig } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/testing';
import {
  PAYMENT_SDK_ERROR_CODES,
  PAYMENT_SDK_MESSAGES,
  PAYMENT_SDK_VERSION,
  createPaymentSdk,
} from './paymentSdk';

const config: RuntimeConfig = {
  apiBase: '',
  apiPrefix: '/api',
  mediaBase: '',
  environment: 'demo',
  scripts: {
    paymentSdkController: '/sandbox/pay-controller.js',
    paymentSdkElements: '/sandbox/pay-elements.js',
  },
};

describe('payment components SDK adapter', () => {
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  const init = jest.fn();
  const createElement = jest.fn(() => ({
    mount: jest.fn(),
    unmount: jest.fn(),
    destroy: jest.fn(),
    on: jest.fn(),
  }));

  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
    init.mockReset();
    setWindowGlobal('TopupPaymentController', undefined);
    setWindowGlobal('TopupPaymentElements', undefined);
  });
  afterEach(() => {
    scripts?.stop();
    jest.useRealTimers();
  });

  const installGlobals = (src: string) => {
    if (src.includes('controller')) setWindowGlobal('TopupPaymentController', { init });
    if (src.includes('elements'))
      setWindowGlobal('TopupPaymentElements', { supportedTypes: ['card'], createElement });
    return 'load' as const;
  };

  it('has the SDK protocol values', () => {
    expect(PAYMENT_SDK_VERSION).toBe('3.1.0');
    expect(Object.values(PAYMENT_SDK_ERROR_CODES)).toEqual([
      'LOAD_SCRIPT_ERROR',
      'INVALID_STATIC_RESOURCE_ERROR',
      'INSTANCE_NOT_FOUND_ERROR',
    ]);
    expect(Object.values(PAYMENT_SDK_MESSAGES)).toEqual([
      'Please initialize the Element before creating it',
      'Element type is missing',
      'createElement with type is not supported',
      'Please load script in browser environment',
    ]);
  });

  it('refuses to create an element before init', () => {
    const sdk = createPaymentSdk(() => config);
    expect(() => sdk.createElement('card')).toThrow(PAYMENT_SDK_MESSAGES.notInitialized);
  });

  it('inits, loads controller then elements, then creates elements', async () => {
    scripts = fakeScriptLoads(installGlobals);
    const sdk = createPaymentSdk(() => config);
    await sdk.init({ locale: 'en' });
    expect(scripts.srcs).toEqual(['/sandbox/pay-controller.js', '/sandbox/pay-elements.js']);
    expect(init).toHaveBeenCalledWith({
      env: 'demo',
      locale: 'en',
      origin: window.location.origin,
      version: '3.1.0',
    });
    expect(sdk.ready).toBe(true);
    sdk.createElement('card', { a: 1 });
    expect(createElement).toHaveBeenCalledWith('card', { a: 1 });
    expect(() => sdk.createElement('')).toThrow(PAYMENT_SDK_MESSAGES.typeMissing);
    expect(() => sdk.createElement('iban')).toThrow(PAYMENT_SDK_MESSAGES.typeNotSupported);
  });

  it('fails with LOAD_SCRIPT_ERROR after 3 attempts 500 ms apart', async () => {
    scripts = fakeScriptLoads(() => 'error');
    const sdk = createPaymentSdk(() => config);
    const result = sdk.init({ locale: 'en' }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ code: 'LOAD_SCRIPT_ERROR' });
    expect(scripts.srcs).toHaveLength(3);
  });

  it('fails with INVALID_STATIC_RESOURCE_ERROR without script URLs', async () => {
    const sdk = createPaymentSdk(() => ({ ...config, scripts: {} }));
    await expect(sdk.init({ locale: 'en' })).rejects.toMatchObject({ code: 'INVALID_STATIC_RESOURCE_ERROR' });
  });

  it('fails with INSTANCE_NOT_FOUND_ERROR when the script defines no global', async () => {
    scripts = fakeScriptLoads();
    const sdk = createPaymentSdk(() => config);
    await expect(sdk.init({ locale: 'en' })).rejects.toMatchObject({ code: 'INSTANCE_NOT_FOUND_ERROR' });
  });
});
