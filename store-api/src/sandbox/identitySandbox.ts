// The identity provider's stand-in: a widget script whose Approve/Reject buttons record the review here
// (as the provider's own servers would), the applicant look-up the widget makes with its token, and the
// provider side of store-api's server-to-server review check (sandboxIdentityProvider).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest } from '../http/httpError';
import type { IdentityProvider, IdentityReview } from '../identity/identityProvider';
import { IDENTITY_WIDGET_SCRIPT } from './identityScript';

/** Widget tokens last 10 minutes; the widget reports "invalid-token" after that and the client refreshes. */
export const WIDGET_TOKEN_LIFETIME_MS = 10 * 60 * 1000;
/** The sandbox reviewer's reason for a rejected document. */
export const SANDBOX_REJECT_REASON = 'The document photo is blurry.';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The live token's applicant, or the widget's "invalid-token" (400, not 401: shop clients read 401 as logged out). */
async function applicantOfToken(
  db: Database,
  token: string,
): Promise<{ applicantId: string; orderSn: string }> {
  const row = (await db.one(
    `SELECT t.applicant_id AS applicantId, o.order_sn AS orderSn FROM widget_tokens t JOIN orders o ON o.id = t.order_id
       WHERE t.token_hash = ? AND t.expires_at > ?`,
    hashToken(token),
    new Date().toISOString(),
  )) as { applicantId: string; orderSn: string } | undefined;
  if (!row) throw badRequest('invalid-token');
  return row;
}

/** The sandbox as the store's identity provider: tokens and reviews in its own tables. */
export function sandboxIdentityProvider(db: Database): IdentityProvider {
  return {
    async accessToken(applicant) {
      const token = `sbx_${randomBytes(24).toString('hex')}`;
      const now = new Date();
      await db.transaction(async () => {
        await db.run(
          'INSERT INTO widget_tokens (token_hash, order_id, expires_at, applicant_id) VALUES (?, ?, ?, ?)',
          hashToken(token),
          applicant.orderId,
          new Date(now.getTime() + WIDGET_TOKEN_LIFETIME_MS).toISOString(),
          applicant.id,
        );
        // A new token is a new attempt: the applicant waits for a fresh review.
        await db.run(
          `INSERT INTO sandbox_identity_reviews (applicant_id, review_status, review_answer, reject_reason, update_time)
           VALUES (?, 'init', NULL, '', ?)
           ON CONFLICT (applicant_id) DO UPDATE SET review_status = 'init', review_answer = NULL, reject_reason = '',
             update_time = excluded.update_time`,
          applicant.id,
          now.toISOString(),
        );
      });
      return token;
    },
    async review(applicantId) {
      const row = (await db.one(
        `SELECT review_status AS reviewStatus, review_answer AS reviewAnswer, reject_reason AS rejectReason
           FROM sandbox_identity_reviews WHERE applicant_id = ?`,
        applicantId,
      )) as IdentityReview | undefined;
      return row ?? null;
    },
  };
}

/** Identity-widget sandbox routes: the script, the applicant look-up, and the reviewer's decision. */
export function registerIdentitySandbox(app: FastifyInstance, db: Database): void {
  app.get('/sandbox/identity/widget.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(IDENTITY_WIDGET_SCRIPT),
  );

  app.get<{ Querystring: { token: string } }>(
    '/sandbox/identity/applicant',
    { schema: { querystring: tokenQuery } },
    async (request) => success(await applicantOfToken(db, request.query.token)),
  );

  // The widget's Approve/Reject buttons: the sandbox reviewer decides at once.
  app.post<{ Body: { token: string; answer: 'GREEN' | 'RED' } }>(
    '/sandbox/identity/review',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'answer'],
          properties: { ...tokenQuery.properties, answer: { type: 'string', enum: ['GREEN', 'RED'] } },
        },
      },
    },
    async (request) => {
      const { applicantId } = await applicantOfToken(db, request.body.token);
      const reason = request.body.answer === 'RED' ? SANDBOX_REJECT_REASON : '';
      await db.run(
        `UPDATE sandbox_identity_reviews SET review_status = 'completed', review_answer = ?, reject_reason = ?, update_time = ?
           WHERE applicant_id = ?`,
        request.body.answer,
        reason,
        new Date().toISOString(),
        applicantId,
      );
      return success({
        applicantId,
        reviewStatus: 'completed',
        reviewAnswer: request.body.answer,
        rejectReason: reason,
      });
    },
  );
}
