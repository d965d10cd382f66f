import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { localeOf } from '../http/locale';
import { memberIdOf, requireMember } from '../http/requireMember';
import { orderReferenceParams, pageQueryProperties } from '../http/commonSchemas';
import { createOrder, countUnpaidOrders, type CreateOrderInput } from './orderCreation';
import { listStatusHistory } from './orderHistory';
import { findMemberOrder, listMemberOrders, listOrdersWhere } from './orderQueries';
import {
  ORDER_STATUS,
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_PAGE_SIZE_MAX,
  UNPAID_ORDER_THRESHOLD,
} from './orderRules';
import { cancelOrder, deleteOrder, urgeOrder } from './orderTransitions';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyHeaderSchema,
} from './orderIdempotency';
import { orderCurrency, pricedPurchaseProperties } from './orderQuoteRoutes';
import { ownOrder } from './ownOrder';
import { containsPattern } from '../db/likePatterns';
import { envelopeWith, orderPageSchema, orderSchema, orderTotalsSchema } from '../http/responseSchemas';

interface OrderParams {
  sn: string;
}

const orderBySnSchema = {
  params: {
    type: 'object',
    required: ['sn'],
    properties: { sn: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  },
  response: envelopeWith(orderSchema),
} as const;

interface OrderListQuerystring {
  t?: number;
  status?: number;
  pageNum: number;
  pageSize: number;
}

const orderListSchema = {
  querystring: {
    type: 'object',
    properties: {
      // The client's timestamp, sent only to defeat caches.
      t: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      status: { type: 'integer', minimum: 0, maximum: 9 },
      ...pageQueryProperties(ORDER_PAGE_SIZE_MAX, ORDER_PAGE_SIZE_DEFAULT),
    },
  },
  response: envelopeWith(orderPageSchema),
} as const;

interface ReferenceParams {
  id: string;
}

interface SearchQuerystring {
  keyword: string;
  pageNum: number;
  pageSize: number;
}

const searchSchema = {
  querystring: {
    type: 'object',
    required: ['keyword'],
    properties: {
      keyword: { type: 'string', minLength: 1, maxLength: 64 },
      ...pageQueryProperties(ORDER_PAGE_SIZE_MAX, ORDER_PAGE_SIZE_DEFAULT),
    },
  },
  response: envelopeWith(orderPageSchema),
} as const;

type CreateOrderBody = Omit<CreateOrderInput, 'currency'> & { currency?: string; date?: string | number };

const createOrderSchema = {
  headers: idempotencyKeyHeaderSchema,
  body: {
    type: 'object',
    required: ['productId', 'skuId', 'quantity', 'delivery'],
    properties: {
      ...pricedPurchaseProperties,
      delivery: {
        type: 'array',
        minItems: 1,
        maxItems: 10,
        items: { type: 'string', minLength: 3, maxLength: 200 },
      },
      // The client's clock ("payload plus date"): kept out of pricing, accepted for compatibility.
      date: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'number' }] },
    },
  },
  response: envelopeWith(orderSchema),
} as const;

/** SQL kept as constants: the search condition only ever binds the keyword as a parameter. */
const SEARCH_CONDITION =
  "lower(o.order_sn) LIKE lower(@pattern) ESCAPE '\\' OR lower(p.name) LIKE lower(@pattern) ESCAPE '\\' OR lower(p.name_zh) LIKE lower(@pattern) ESCAPE '\\'";

export function registerOrderRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: OrderListQuerystring }>(
    '/homs/order',
    { schema: orderListSchema, preHandler: requireMember(db) },
    async (request) => {
      const { status, pageNum, pageSize } = request.query;
      return success(
        await listMemberOrders(db, memberIdOf(request), { status, pageNum, pageSize }, localeOf(request)),
      );
    },
  );

  // Order detail; `sn` may also be the numeric order id (the order page's `oid`).
  app.get<{ Params: OrderParams }>(
    '/homs/order/sn/:sn',
    { schema: orderBySnSchema, preHandler: requireMember(db) },
    async (request) => {
      const order = await findMemberOrder(db, memberIdOf(request), request.params.sn, localeOf(request));
      // Same answer for "no such order" and "someone else's order": never confirm another member's sn.
      if (!order) throw notFound('Order not found.');
      return success(order);
    },
  );

  // Counts of the member's orders by status; `unpaid > UNPAID_ORDER_THRESHOLD` is the "more than 3" rule.
  app.get(
    '/homs/order/total',
    { schema: { response: envelopeWith(orderTotalsSchema) }, preHandler: requireMember(db) },
    async (request) => {
      const rows = (await db.all(
        'SELECT status, COUNT(*) AS count FROM orders WHERE member_id = ? AND deleted_at IS NULL GROUP BY status',
        memberIdOf(request),
      )) as { status: number; count: number }[];
      const count = (status: number): number => rows.find((row) => row.status === status)?.count ?? 0;
      const unpaid = await countUnpaidOrders(db, memberIdOf(request));
      return success({
        total: rows.reduce((sum, row) => sum + row.count, 0),
        unpaid,
        paid: count(1),
        finished: count(2),
        cancelled: count(3),
        refunded: count(ORDER_STATUS.refunded),
        overUnpaidThreshold: unpaid > UNPAID_ORDER_THRESHOLD,
      });
    },
  );

  app.get<{ Querystring: SearchQuerystring }>(
    '/homs/order/search',
    { schema: searchSchema, preHandler: requireMember(db) },
    async (request) => {
      const { keyword, pageNum, pageSize } = request.query;
      return success(
        await listOrdersWhere(
          db,
          memberIdOf(request),
          SEARCH_CONDITION,
          { pattern: containsPattern(keyword) },
          { pageNum, pageSize },
          localeOf(request),
        ),
      );
    },
  );

  // Creates an unpaid order; the price is computed here from the SKU, currency, VIP level and coupon.
  // An Idempotency-Key makes a repeat of the same purchase attempt answer the order it first created.
  app.post<{ Body: CreateOrderBody; Headers: { [IDEMPOTENCY_KEY_HEADER]?: string } }>(
    '/homs/order/v2',
    { schema: createOrderSchema, preHandler: requireMember(db) },
    async (request, reply) => {
      const currency = orderCurrency(request, request.body.currency);
      const { date: _clientDate, ...input } = request.body;
      const memberId = memberIdOf(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? null;
      const created = await createOrder(db, memberId, { ...input, currency }, localeOf(request), key);
      if (created.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return success(await ownOrder(db, request, String(created.id)));
    },
  );

  app.delete<{ Params: ReferenceParams }>(
    '/homs/order/:id',
    { schema: { params: orderReferenceParams }, preHandler: requireMember(db) },
    async (request) => {
      await deleteOrder(db, (await ownOrder(db, request, request.params.id)).id);
      return success(null);
    },
  );

  // "cancle" (sic): the path must match the front end's.
  app.post<{ Params: ReferenceParams }>(
    '/homs/order/:id/cancle',
    {
      schema: { params: orderReferenceParams, response: envelopeWith(orderSchema) },
      preHandler: requireMember(db),
    },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await cancelOrder(db, order.id);
      return success(await ownOrder(db, request, String(order.id)));
    },
  );

  app.post<{ Params: ReferenceParams }>(
    '/homs/order/:id/urge',
    {
      schema: { params: orderReferenceParams, response: envelopeWith(orderSchema) },
      preHandler: requireMember(db),
    },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await urgeOrder(db, order.id);
      return success(await ownOrder(db, request, String(order.id)));
    },
  );

  // The order's status timeline (not in the list, used by the order page's progress view).
  app.get<{ Params: ReferenceParams }>(
    '/homs/order/:id/history',
    { schema: { params: orderReferenceParams }, preHandler: requireMember(db) },
    async (request) =>
      success(await listStatusHistory(db, (await ownOrder(db, request, request.params.id)).id)),
  );
}
