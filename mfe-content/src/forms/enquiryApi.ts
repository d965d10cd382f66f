// The enquiry forms' calls of the store API (feedback, partnership), bound to the store set's api client.
import { callGroup, type CreatedRecord } from '@topup/shared-lib';

export interface FeedbackPayload {
  type: string;
  content: string;
  /** Email or phone to answer on. */
  contact?: string;
}

export interface PartnerPayload {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  message: string;
  /** Alpha-2 code of the partner's country (the form's country picker). */
  country?: string;
}

export const enquiryApi = callGroup((apiRequest) => ({
  feedback: (payload: FeedbackPayload) =>
    apiRequest<CreatedRecord>({ method: 'POST', path: '/hums/feedback', params: { ...payload } }),
  partner: (payload: PartnerPayload) =>
    apiRequest<CreatedRecord>({ method: 'POST', path: '/public/partner', params: { ...payload } }),
}));
