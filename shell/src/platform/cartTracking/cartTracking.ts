// Cart-tracking events, sent when the runtime config names the service: the shop's two
// events, a page view (every page the shopper opens) and Checkout/Create (an order the shopper created,
// which the remote that created it announces: onCheckoutCreated). The event's body and its sending are a
// chunk of their own (cartEvents.ts).
import { CART_EVENT_CHECKOUT_CREATE } from './cartEventTypes';
import type { PostJson } from '../postJson';
import { getVisitorUid } from '../visitorIdentity';
import { getShellConfig } from '../../startup/shellConfig';

export { CART_EVENT_CHECKOUT_CREATE, CART_EVENT_PAGE_VIEW } from './cartEventTypes';

/** Who the event is about: the member, or nobody (a guest). */
export interface CartShopper {
  id: number | string;
  email: string;
}

export interface ShopperCartEvent {
  eventType: string;
  shopper: CartShopper | null;
  pathName: string;
  cartToken?: string;
  checkoutId?: string;
}

/**
 * Sends an event of this visitor (the uid cookie) when cart tracking is configured; never throws. The
 * sender's chunk (cartEvents.ts) is fetched with the first event; one that cannot load sends nothing.
 */
export async function trackCartEvent(event: ShopperCartEvent, post?: PostJson): Promise<boolean> {
  const config = getShellConfig().cartTracking;
  if (!config || typeof window === 'undefined') return false;
  const { shopper, ...rest } = event;
  const input = {
    ...rest,
    uid: getVisitorUid(),
    customerId: shopper ? String(shopper.id) : '',
    email: shopper?.email ?? '',
  };
  try {
    const { sendCartEvent } = await import(/* webpackChunkName: "cart-tracking" */ './cartEvents');
    return await sendCartEvent(config, input, post);
  } catch {
    return false;
  }
}

/**
 * The shopper created an order. The cart is the purchase attempt that became the order
 * (its idempotency key), the checkout the order itself.
 */
export function trackCheckoutCreate(checkout: {
  shopper: CartShopper | null;
  pathName: string;
  cartToken: string;
  checkoutId: string;
}): Promise<boolean> {
  return trackCartEvent({ eventType: CART_EVENT_CHECKOUT_CREATE, ...checkout });
}
