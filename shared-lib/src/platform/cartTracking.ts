// Cart-tracking events of spec 3/7: a pure builder of the event body, a sender that posts it with the
// XHR header to the URL from runtime config, and the shop's two events: a page view (every page the
// shopper opens) and Checkout/Create (an order the shopper created).
import { postJson, type PostJson } from './httpTransport';
import { getVisitorUid } from './identity';
import { getRuntimeConfig, type CartTrackingConfig } from './runtimeConfig';

/** A page view (the spec names Checkout/Create; page views follow its pattern). */
export const CART_EVENT_PAGE_VIEW = 'Page/View';
export const CART_EVENT_CHECKOUT_CREATE = 'Checkout/Create';
export const XHR_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** The billing address is sent with every field emptied (the service must not receive it). */
export const EMPTY_BILLING_ADDRESS = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  country: '',
  zip: '',
  phone: '',
} as const;

export type BillingAddress = { [K in keyof typeof EMPTY_BILLING_ADDRESS]: string };

export interface CartEventData {
  pathName: string;
  email: string;
  cartToken?: string;
  checkoutId?: string;
  customer?: { customerId: string; email: string };
  billingAddress?: BillingAddress;
}

export interface CartTrackingEvent {
  companyId: string;
  integrationId: string;
  uid: string;
  eventType: string;
  customerId: string;
  data: CartEventData;
}

export interface CartEventInput {
  eventType: string;
  uid: string;
  customerId: string;
  email: string;
  pathName: string;
  /** Needed for Checkout/Create only. */
  cartToken?: string;
  checkoutId?: string;
}

export function buildCartEvent(
  config: Pick<CartTrackingConfig, 'companyId' | 'integrationId'>,
  input: CartEventInput,
): CartTrackingEvent {
  const data: CartEventData = { pathName: input.pathName, email: input.email };
  if (input.eventType === CART_EVENT_CHECKOUT_CREATE) {
    Object.assign(data, {
      cartToken: input.cartToken ?? '',
      checkoutId: input.checkoutId ?? '',
      customer: { customerId: input.customerId, email: input.email },
      billingAddress: { ...EMPTY_BILLING_ADDRESS },
    });
  }
  return {
    companyId: config.companyId,
    integrationId: config.integrationId,
    uid: input.uid,
    eventType: input.eventType,
    customerId: input.customerId,
    data,
  };
}

/** Sends one event; false when tracking is not configured or the call failed (tracking never breaks a page). */
export async function sendCartEvent(
  config: CartTrackingConfig | undefined,
  input: CartEventInput,
  post: PostJson = postJson,
): Promise<boolean> {
  if (!config?.url) return false;
  try {
    const { status } = await post(config.url, buildCartEvent(config, input), { ...XHR_HEADER });
    return status >= 200 && status < 300;
  } catch {
    return false;
  }
}

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

/** Sends an event of this visitor (spec 3 uid) when cart tracking is configured; never throws. */
export function trackCartEvent(event: ShopperCartEvent, post: PostJson = postJson): Promise<boolean> {
  const config = getRuntimeConfig().cartTracking;
  if (!config || typeof window === 'undefined') return Promise.resolve(false);
  const { shopper, ...rest } = event;
  return sendCartEvent(
    config,
    {
      ...rest,
      uid: getVisitorUid(),
      customerId: shopper ? String(shopper.id) : '',
      email: shopper?.email ?? '',
    },
    post,
  );
}

/**
 * Spec 3: the shopper created an order. The cart is the purchase attempt that became the order
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
