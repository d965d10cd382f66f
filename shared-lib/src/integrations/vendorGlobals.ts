// What the adapters expect a loaded vendor script to put on `window`. The real vendor scripts are
// wrapped to this shape in production; the store-api sandboxes under /sandbox/ implement it directly.
// README.md in this folder describes the same contract for the sandbox authors.

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

/** Identity widget (scripts.identityWidget). */
export interface IdentityWidgetGlobal {
  init(options: IdentityWidgetInitOptions): IdentityWidgetInstance;
}

export type IdentityWidgetEvent =
  'onStepCompleted' | 'onApplicantStatusChanged' | 'onInitialized' | 'onError' | 'onApplicantLoaded';

export interface IdentityWidgetInitOptions {
  accessToken: string;
  lang: string;
  theme: 'dark' | 'light';
  adaptIframeHeight: boolean;
  addViewportTag: boolean;
  scrollIntoView: boolean;
  /** Every widget event goes through here, payload per event (see README.md). */
  onEvent(event: IdentityWidgetEvent, payload: unknown): void;
}

export interface IdentityWidgetInstance {
  /** Opens the widget's iframe inside the container. */
  launch(container: HTMLElement): void;
  /** A fresh token after an invalid-token error. */
  updateAccessToken(token: string): void;
  /** Shows a message inside the widget (e.g. a failed token refresh). */
  sendMessage(message: string): void;
  destroy(): void;
}

/** Captcha (scripts.captcha): constructed per challenge, the callback gets ret 0 on success. */
export type CaptchaConstructor = new (
  appId: string,
  callback: (result: CaptchaResult) => void,
) => { show(): void; destroy?(): void };

export interface CaptchaResult {
  ret: number;
  ticket?: string;
  randstr?: string;
}

/** Customer-service chat widget (scripts.chat). */
export interface ChatWidgetGlobal {
  /** Shows the chat panel (and focuses it). */
  open(): void;
  close?(): void;
}

/** Globals by name; `window` does not know them, hence the cast in `vendorGlobal`. */
export interface VendorGlobals {
  TopupChat?: Partial<ChatWidgetGlobal>;
  TopupPaymentController?: PaymentSdkControllerGlobal;
  TopupPaymentElements?: PaymentSdkElementsGlobal;
  TopupIdentityWidget?: IdentityWidgetGlobal;
  TopupCaptcha?: CaptchaConstructor;
}

export function vendorGlobal<K extends keyof VendorGlobals>(name: K): VendorGlobals[K] | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as VendorGlobals)[name];
}
