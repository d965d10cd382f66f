// The verification pages' calls of the store API (orders with verification state, picture upload
// slots, real-name and spot-check submissions, the identity widget), bound to the store set's api client.
import { callGroup, type Order, type Page, type UploadTicket } from '@topup/shared-lib';

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export interface RealnamePayload {
  realName: string;
  /** 18 digits, the last a digit or X (shared-lib's idCard rule). */
  idCard: string;
  images: string[];
}

export interface SpotcheckPayload {
  images: string[];
}

/** What the identity widget reported at the end of its review: a report, not the decision. */
export interface WidgetPreviewPayload {
  reviewStatus: string;
  reviewAnswer: 'GREEN' | 'RED';
  rejectReason?: string;
}

type Id = number | string;

export const verificationApi = callGroup((apiRequest) => ({
  /** Orders that carry verification state. */
  withPreview: (query: PageQuery = {}) =>
    apiRequest<Page<Order>>({ path: '/homs/order/preview', params: { ...query } }),
  /** Paid orders still waiting for their input forms. */
  deliveryUnfilled: (query: PageQuery = {}) =>
    apiRequest<Page<Order>>({ path: '/homs/order/delivery/unfilled', params: { ...query } }),
  /** Upload slot for a verification picture ("sts": storage credentials). */
  previewUploadTicket: (id: Id) =>
    apiRequest<UploadTicket>({ path: '/homs/order/{id}/preview/sts', params: { id } }),
  submitRealname: (id: Id, payload: RealnamePayload) =>
    apiRequest<Order>({
      method: 'POST',
      path: '/homs/order/{id}/preview/realname',
      params: { ...payload, id },
    }),
  submitSpotcheck: (id: Id, payload: SpotcheckPayload) =>
    apiRequest<Order>({
      method: 'POST',
      path: '/homs/order/{id}/preview/spotcheck',
      params: { ...payload, id },
    }),
  /** The identity-widget access token (data is the token). */
  widgetToken: (sn: string) => apiRequest<string>({ path: '/homs/order/{sn}/sumsub/token', params: { sn } }),
  /**
   * The widget says its review completed. store-api asks the identity provider for the decision
   * and answers the order as it now is; the payload is the widget's report, kept, never the decision.
   */
  submitWidgetPreview: (sn: string, payload: WidgetPreviewPayload) =>
    apiRequest<Order>({ method: 'POST', path: '/homs/order/{sn}/preview', params: { ...payload, sn } }),
}));
