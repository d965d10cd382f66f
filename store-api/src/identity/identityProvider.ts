// The identity provider seam: the shopper's widget talks to the provider;
// store-api asks the provider, server to server, what it decided. The shopper's own report of the
// widget's result is never the decision. The sandbox (sandbox/identitySandbox.ts) is one provider.
import type { HttpServiceSettings } from '../providers/providerSettings';
import { callProvider, providerFailed, stringField } from '../providers/providerCall';

/** One order's check at the provider. */
export interface IdentityApplicant {
  /** The store's id for the applicant at the provider (identityChecks.ts). */
  id: string;
  orderId: number;
  orderSn: string;
}

/** What the provider decided so far. */
export interface IdentityReview {
  /** 'completed' once decided; 'init', 'pending' and the like before. */
  reviewStatus: string;
  reviewAnswer: 'GREEN' | 'RED' | null;
  /** Why a RED review was rejected, in words the shopper reads. */
  rejectReason: string;
}

export interface IdentityProvider {
  /** A short-lived access token for the widget, for this applicant (created at the provider if new). */
  accessToken(applicant: IdentityApplicant): Promise<string>;
  /** The provider's current review of the applicant; null when it knows none. */
  review(applicantId: string): Promise<IdentityReview | null>;
}

const SERVICE = 'identity provider';

function reviewOf(body: unknown): IdentityReview | null {
  const reviewStatus = stringField(body, 'reviewStatus');
  if (!reviewStatus) return null;
  const answer = stringField(body, 'reviewAnswer');
  return {
    reviewStatus,
    reviewAnswer: answer === 'GREEN' || answer === 'RED' ? answer : null,
    rejectReason: stringField(body, 'rejectReason') ?? '',
  };
}

/**
 * A provider with a JSON API, `Authorization: Bearer <key>`: `POST <url>/applicants/{id}/access-tokens`
 * answers `{ token }`; `GET <url>/applicants/{id}/review` answers `{ reviewStatus, reviewAnswer?,
 * rejectReason? }`, or 404 when the applicant has no review.
 */
export function httpIdentityProvider(settings: HttpServiceSettings): IdentityProvider {
  const applicantUrl = (id: string) =>
    `${settings.url.replace(/\/$/, '')}/applicants/${encodeURIComponent(id)}`;
  return {
    async accessToken(applicant) {
      const answer = await callProvider(SERVICE, `${applicantUrl(applicant.id)}/access-tokens`, {
        apiKey: settings.apiKey,
        json: { externalId: applicant.id, reference: applicant.orderSn },
      });
      const token = stringField(answer.body, 'token');
      if (answer.status >= 300 || !token) throw providerFailed(SERVICE);
      return token;
    },
    async review(applicantId) {
      const answer = await callProvider(SERVICE, `${applicantUrl(applicantId)}/review`, {
        apiKey: settings.apiKey,
      });
      if (answer.status === 404) return null;
      if (answer.status >= 300) throw providerFailed(SERVICE);
      const review = reviewOf(answer.body);
      if (!review) throw providerFailed(SERVICE);
      return review;
    },
  };
}
