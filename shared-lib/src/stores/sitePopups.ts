// The site popups any app may ask for. An app asks through
// `uiStore.openSitePopup(request)`; the shell renders each kind in its one PopupFrame, with the body
// either its own (language) or a remote's expose (payment list and safety from checkout, review from
// content, identity verification from account). The props types below are those exposes' contracts.

/** A request for one site popup; at most one of each kind is open. */
export type SitePopupRequest =
  | { kind: 'language' }
  /** Checkout's payment-method list for an order; closing it goes to `/order/detail?oid={orderId}`. */
  | { kind: 'paymentList'; orderId: string }
  | { kind: 'safety' }
  /** The review popup, add mode by default. */
  | { kind: 'review'; orderId: string; productSn?: string; mode?: ReviewPopupMode }
  /** The identity-verification widget popup for an order (bottom, dark, hidden until ready). */
  | { kind: 'identity'; orderSn: string };

export type SitePopupKind = SitePopupRequest['kind'];
export type ReviewPopupMode = 'add' | 'view';

/** Popup-stack id of a site popup kind (one per kind). */
export function sitePopupId(kind: SitePopupKind): string {
  return `site-${kind}`;
}

/** Props of checkout's `./PaymentListPopup` expose (the body only; the shell draws the frame). */
export interface PaymentListPopupProps {
  orderId: string;
  /** Closes the popup; the shell then goes to the order's detail page. */
  onClose: () => void;
}

/** Props of checkout's `./SafetyPopup` expose. */
export interface SafetyPopupProps {
  onClose: () => void;
}

/** Props of content's `./ReviewPopup` expose. */
export interface ReviewPopupProps {
  orderId: string;
  productSn?: string;
  mode: ReviewPopupMode;
  onClose: () => void;
  /** Called after the review was stored, before closing. */
  onDone?: () => void;
}

/** Props of account's `./IdentityPopup` expose. */
export interface IdentityPopupProps {
  orderSn: string;
  onClose: () => void;
  /** The widget has loaded: the shell shows the (until then hidden) popup. */
  onReady: () => void;
}
