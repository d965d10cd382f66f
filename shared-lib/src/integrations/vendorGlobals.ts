// What a loaded vendor script puts on `window`: each app reads the global it needs by its name, in the
// shape its adapter expects (the chat widget's here; the payment SDK's in the checkout remote, the
// identity widget's in the account remote, the captcha's in the content remote). The real vendor
// scripts are wrapped to these shapes in production; the store-api sandboxes under /sandbox/ implement
// them directly. README.md in this folder describes the same contract for the sandbox authors.

/** The globals' names. */
export type VendorGlobalName =
  'TopupChat' | 'TopupPaymentController' | 'TopupPaymentElements' | 'TopupIdentityWidget' | 'TopupCaptcha';

/** Customer-service chat widget (scripts.chat). */
export interface ChatWidgetGlobal {
  /** Shows the chat panel (and focuses it). */
  open(): void;
  close?(): void;
}

/** The global `name` in the shape `T` its adapter expects; `window` does not know them, hence the cast. */
export function vendorGlobal<T>(name: VendorGlobalName): T | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Partial<Record<VendorGlobalName, T>>)[name];
}
