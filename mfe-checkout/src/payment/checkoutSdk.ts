// The page's one payment components SDK, pointed at the store-api sandbox unless runtime config names
// the vendor's scripts. init runs once; a failed init is forgotten so Retry starts again.
import { withSandboxScripts } from '@topup/shared-lib';
import { createPaymentSdk, type PaymentSdk } from './paymentSdk';

let sdk: PaymentSdk = createPaymentSdk(() => withSandboxScripts());
let initialising: Promise<void> | null = null;

export function readySdk(locale: string): Promise<PaymentSdk> {
  initialising ??= sdk.init({ locale }).catch((error: unknown) => {
    initialising = null;
    throw error;
  });
  return initialising.then(() => sdk);
}

/** Test hook: a fresh SDK, as on a new page. */
export function resetCheckoutSdk(): void {
  sdk = createPaymentSdk(() => withSandboxScripts());
  initialising = null;
}
