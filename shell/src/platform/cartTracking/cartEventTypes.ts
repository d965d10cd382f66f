// The cart-tracking service's event types, named by both the tracker (cartTracking.ts) and the event
// builder (cartEvents.ts), which is a chunk of its own.

/** A page view (the service names Checkout/Create; page views follow its pattern). */
export const CART_EVENT_PAGE_VIEW = 'Page/View';
export const CART_EVENT_CHECKOUT_CREATE = 'Checkout/Create';
