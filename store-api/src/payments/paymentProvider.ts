// The payment provider seam: store-api opens a session there and the shopper pays on the provider's
// page or element; the provider then reports the outcome by signed callback (paymentCallbacks.ts).
// The sandbox (sandbox/paymentSandbox.ts) is one provider; httpPaymentProvider reaches a real one.
import type { HttpServiceSettings } from '../providers/providerSettings';
import { callProvider, providerFailed, stringField } from '../providers/providerCall';
import type { PaymentMethod, PaymentOutcome } from './paymentSessions';

export interface PaymentSessionRequest {
  orderSn: string;
  amount: number;
  currency: string;
  method: PaymentMethod;
  /** Where the provider sends the shopper for each outcome (the shop's result pages). */
  returnUrls: Record<PaymentOutcome, string>;
}

export interface OpenedPaymentSession {
  /** The provider's id of the session; its callbacks name it. */
  sessionId: string;
  /** The provider's hosted payment page (relative URLs are relative to the API). */
  checkoutUrl: string;
}

export interface PaymentProvider {
  openSession(request: PaymentSessionRequest): Promise<OpenedPaymentSession>;
}

const SERVICE = 'payment provider';

/**
 * A provider with a JSON API: `POST <url>/sessions` with `Authorization: Bearer <key>` and
 * `{ reference, amount, currency, method, returnUrls }`, answering `{ id, checkoutUrl }`.
 */
export function httpPaymentProvider(settings: HttpServiceSettings): PaymentProvider {
  return {
    async openSession(request) {
      const answer = await callProvider(SERVICE, `${settings.url.replace(/\/$/, '')}/sessions`, {
        apiKey: settings.apiKey,
        json: {
          reference: request.orderSn,
          amount: request.amount,
          currency: request.currency,
          method: request.method,
          returnUrls: request.returnUrls,
        },
      });
      const sessionId = stringField(answer.body, 'id');
      const checkoutUrl = stringField(answer.body, 'checkoutUrl');
      if (answer.status >= 300 || !sessionId || !checkoutUrl) throw providerFailed(SERVICE);
      return { sessionId, checkoutUrl };
    },
  };
}
