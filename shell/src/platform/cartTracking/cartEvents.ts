// The cart-tracking service's events: a pure builder of the event body and a sender that posts
// it with the XHR header to the URL from runtime config. A chunk of its own, fetched when the first event
// is sent, where the service is configured (cartTracking.ts): the first load does not carry it.
import { CART_EVENT_CHECKOUT_CREATE } from './cartEventTypes';
import type { CartTrackingConfig } from '../../startup/shellConfig';
import { postJson, type PostJson } from '../postJson';

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
