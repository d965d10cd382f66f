import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { localeOf } from '../http/locale';
import { memberIdOf, requireMember } from '../http/requireMember';
import { findMemberOrder, listMemberOrders } from './orderQueries';

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

interface OrderListQuerystring {
  t?: number;
  status?: number;
  pageNum: number;
  pageSize: number;
}

export const ORDER_PAGE_SIZE_MAX = 50;

const orderListSchema = {
  querystring: {
    type: 'object',
    properties: {
      // The client's timestamp, sent only to defeat caches (spec 7).
      t: { type: 'integer', minimum: 0 },
      status: { type: 'integer', minimum: 0, maximum: 9 },
      pageNum: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: ORDER_PAGE_SIZE_MAX, default: 10 },
    },
  },
} as const;

export function registerOrderRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: OrderListQuerystring }>(
    '/homs/order',
    { schema: orderListSchema, preHandler: requireMember(db) },
    async (request) => {
      const { status, pageNum, pageSize } = request.query;
      return success(
        listMemberOrders(db, memberIdOf(request), { status, pageNum, pageSize }, localeOf(request)),
      );
    },
  );

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
