// Payment components SDK adapter: init loads the controller, then the element script
// (3 attempts, 500 ms apart each), then elements can be created; creating before init is an error.
import {
  getRuntimeConfig,
  loadScript,
  vendorGlobal,
  type RuntimeConfig,
  type ScriptLoadPolicy,
} from '@topup/shared-lib';
import type {
  PaymentElement,
  PaymentSdkControllerGlobal,
  PaymentSdkElementsGlobal,
} from './paymentSdkGlobals';

/** The SDK's scripts: 3 attempts each, 500 ms apart. */
export const PAYMENT_SDK_SCRIPT_POLICY: ScriptLoadPolicy = { attempts: 3, pauseMs: 500 };

export const PAYMENT_SDK_VERSION = '3.1.0';

/** The payment SDK's error codes and messages: protocol values, compared by callers, never translated. */
export const PAYMENT_SDK_ERROR_CODES = {
  loadScript: 'LOAD_SCRIPT_ERROR',
  invalidStaticResource: 'INVALID_STATIC_RESOURCE_ERROR',
  instanceNotFound: 'INSTANCE_NOT_FOUND_ERROR',
} as const;
export const PAYMENT_SDK_MESSAGES = {
  notInitialized: 'Please initialize the Element before creating it',
  typeMissing: 'Element type is missing',
  typeNotSupported: 'createElement with type is not supported',
  notBrowser: 'Please load script in browser environment',
} as const;

export type PaymentSdkErrorCode = (typeof PAYMENT_SDK_ERROR_CODES)[keyof typeof PAYMENT_SDK_ERROR_CODES];

export class PaymentSdkError extends Error {
  constructor(
    readonly code: PaymentSdkErrorCode | null,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentSdkError';
  }
}

export interface PaymentSdkInit {
  locale: string;
  env?: RuntimeConfig['environment'];
  signal?: AbortSignal;
}

export interface PaymentSdk {
  init(options: PaymentSdkInit): Promise<void>;
  createElement(type: string, options?: Record<string, unknown>): PaymentElement;
  readonly ready: boolean;
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

export function createPaymentSdk(config: () => RuntimeConfig = getRuntimeConfig): PaymentSdk {
  let elements: PaymentSdkElementsGlobal | null = null;

  async function load(src: string, signal?: AbortSignal) {
    try {
      await loadScript(src, { policy: PAYMENT_SDK_SCRIPT_POLICY, signal });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortedError') throw cause;
      throw new PaymentSdkError(PAYMENT_SDK_ERROR_CODES.loadScript, `Failed to load ${src}`);
    }
  }

  return {
    async init({ locale, env, signal }) {
      if (typeof window === 'undefined' || typeof document === 'undefined') {
        throw new PaymentSdkError(null, PAYMENT_SDK_MESSAGES.notBrowser);
      }
      const current = config();
      const { paymentSdkController, paymentSdkElements } = current.scripts ?? {};
      if (!isUrl(paymentSdkController) || !isUrl(paymentSdkElements)) {
        throw new PaymentSdkError(
          PAYMENT_SDK_ERROR_CODES.invalidStaticResource,
          'Payment SDK script URLs missing',
        );
      }
      await load(paymentSdkController, signal);
      const controller = vendorGlobal<PaymentSdkControllerGlobal>('TopupPaymentController');
      if (!controller)
        throw new PaymentSdkError(PAYMENT_SDK_ERROR_CODES.instanceNotFound, 'Payment controller');
      await controller.init({
        env: env ?? current.environment ?? 'demo',
        locale,
        origin: window.location.origin,
        version: PAYMENT_SDK_VERSION,
      });
      await load(paymentSdkElements, signal);
      const loaded = vendorGlobal<PaymentSdkElementsGlobal>('TopupPaymentElements');
      if (!loaded) throw new PaymentSdkError(PAYMENT_SDK_ERROR_CODES.instanceNotFound, 'Payment elements');
      elements = loaded;
    },
    createElement(type, options) {
      if (!elements) throw new PaymentSdkError(null, PAYMENT_SDK_MESSAGES.notInitialized);
      if (!type) throw new PaymentSdkError(null, PAYMENT_SDK_MESSAGES.typeMissing);
      if (!elements.supportedTypes.includes(type)) {
        throw new PaymentSdkError(null, PAYMENT_SDK_MESSAGES.typeNotSupported);
      }
      return elements.createElement(type, options);
    },
    get ready() {
      return elements !== null;
    },
  };
}
