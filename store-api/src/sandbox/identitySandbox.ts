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
  const row = await db.kysely
    .selectFrom('widget_tokens as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.applicant_id as applicantId', 'o.order_sn as orderSn'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
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
        await db.kysely
          .insertInto('widget_tokens')
          .values({
            token_hash: hashToken(token),
            order_id: applicant.orderId,
            expires_at: new Date(now.getTime() + WIDGET_TOKEN_LIFETIME_MS).toISOString(),
            applicant_id: applicant.id,
          })
          .execute();
        // A new token is a new attempt: the applicant waits for a fresh review.
        const fresh = {
          review_status: 'init',
          review_answer: null,
          reject_reason: '',
          update_time: now.toISOString(),
        } as const;
        await db.kysely
          .insertInto('sandbox_identity_reviews')
          .values({ applicant_id: applicant.id, ...fresh })
          .onConflict((conflict) => conflict.column('applicant_id').doUpdateSet(fresh))
          .execute();
      });
      return token;
    },
    async review(applicantId) {
      const row: IdentityReview | undefined = await db.kysely
        .selectFrom('sandbox_identity_reviews')
        .select([
          'review_status as reviewStatus',
          'review_answer as reviewAnswer',
          'reject_reason as rejectReason',
        ])
        .where('applicant_id', '=', applicantId)
        .executeTakeFirst();
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
      await db.kysely
        .updateTable('sandbox_identity_reviews')
        .set({
          review_status: 'completed',
          review_answer: request.body.answer,
          reject_reason: reason,
          update_time: new Date().toISOString(),
        })
        .where('applicant_id', '=', applicantId)
        .execute();
      return success({
        applicantId,
        reviewStatus: 'completed',
        reviewAnswer: request.body.answer,
        rejectReason: reason,
      });
    },
  );
}
