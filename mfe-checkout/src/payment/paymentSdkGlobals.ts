// What the payment components SDK script puts on `window` (shared-lib's vendorGlobal reads it by name); the store-api
// sandbox implements the same shape (shared-lib/src/integrations/README.md).

/** Payment components SDK, controller script (scripts.paymentSdkController). */
export interface PaymentSdkControllerGlobal {
  /** Resolves when the SDK is ready for `env`; rejects with an Error on a bad configuration. */
  init(options: PaymentSdkInitOptions): Promise<void> | void;
}

export interface PaymentSdkInitOptions {
  env: 'prod' | 'demo' | 'staging';
  /** Shopper language (en, zh-TW). */
  locale: string;
  /** Origin of the page embedding the elements. */
  origin: string;
  /** Adapter SDK version (PAYMENT_SDK_VERSION). */
  version: string;
}

/** Payment components SDK, element script (scripts.paymentSdkElements). */
export interface PaymentSdkElementsGlobal {
  /** Element types this script can create, e.g. ['card', 'dropIn', 'applePayButton', 'googlePayButton']. */
  supportedTypes: readonly string[];
  createElement(type: string, options?: Record<string, unknown>): PaymentElement;
}

export interface PaymentElement {
  mount(container: HTMLElement | string): void;
  unmount(): void;
  destroy(): void;
  /** Events such as 'ready', 'change', 'success', 'error'; returns the unsubscribe. */
  on(event: string, handler: (detail: unknown) => void): () => void;
}
