import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { localeOf } from '../http/locale';
import { memberIdOf, requireMember } from '../http/requireMember';
import { findMemberOrder } from './orderQueries';

interface OrderParams {
  sn: string;
}

const orderBySnSchema = {
  params: {
    type: 'object',
    required: ['sn'],
    properties: { sn: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  },
} as const;

export function registerOrderRoutes(app: FastifyInstance, db: Database): void {
  // Order detail; `sn` may also be the numeric order id (the order page's `oid`).
  app.get<{ Params: OrderParams }>(
    '/homs/order/sn/:sn',
    { schema: orderBySnSchema, preHandler: requireMember(db) },
    async (request) => {
      const order = findMemberOrder(db, memberIdOf(request), request.params.sn, localeOf(request));
      // Same answer for "no such order" and "someone else's order": never confirm another member's sn.
      if (!order) throw notFound('Order not found.');
      return success(order);
    },
  );
}
