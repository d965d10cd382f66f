// An order was created: the remote that created it says so, and the shell's cart tracking reports it
// (Checkout/Create) with the member and the page. A window event, so the remote names no tracking service.
export const CHECKOUT_CREATED_EVENT = 'topup:checkout-created';

export interface CheckoutCreated {
  /** The purchase attempt that became the order (its idempotency key). */
  cartToken: string;
  /** The order's number. */
  checkoutId: string;
}

export function announceCheckoutCreated(checkout: CheckoutCreated): void {
  window.dispatchEvent(new CustomEvent<CheckoutCreated>(CHECKOUT_CREATED_EVENT, { detail: checkout }));
}

/** Calls `listener` for each order announced from now on; the answer stops it. */
export function onCheckoutCreated(listener: (checkout: CheckoutCreated) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<CheckoutCreated>).detail);
  window.addEventListener(CHECKOUT_CREATED_EVENT, handle);
  return () => window.removeEventListener(CHECKOUT_CREATED_EVENT, handle);
}
