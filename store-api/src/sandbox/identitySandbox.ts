import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest } from '../http/httpError';
import { hashWidgetToken } from '../orders/orderVerification';
import { IDENTITY_WIDGET_SCRIPT } from './identityScript';
import { prepared } from '../db/preparedStatements';

/** Identity-widget sandbox: the script and the applicant look-up it makes with its access token. */
export function registerIdentitySandbox(app: FastifyInstance, db: Database): void {
  app.get('/sandbox/identity/widget.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(IDENTITY_WIDGET_SCRIPT),
  );

  // 400 "invalid-token" (not 401, which shop clients treat as a logged-out session) for unknown or expired tokens.
  app.get<{ Querystring: { token: string } }>(
    '/sandbox/identity/applicant',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const row = prepared(
        db,
        `SELECT t.order_id AS orderId, o.order_sn AS orderSn FROM widget_tokens t JOIN orders o ON o.id = t.order_id
           WHERE t.token_hash = ? AND t.expires_at > ?`,
      ).get(hashWidgetToken(request.query.token), new Date().toISOString()) as
        { orderId: number; orderSn: string } | undefined;
      if (!row) throw badRequest('invalid-token');
      return success({ applicantId: `applicant-${String(row.orderId)}`, orderSn: row.orderSn });
    },
  );
}
