import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { identifyMember } from '../http/requireMember';
import { localeOf } from '../http/locale';
import { envelopeWith } from '../http/responseSchemas';
import { centsToAmount } from '../money';
import { pricePurchase, type QuoteInput } from './orderQuote';
import { MAX_ORDER_QUANTITY } from './orderRules';

/** Without a currency in the body, an order (and its quote) is in the H-currency header's, else USD. */
export function orderCurrency(request: FastifyRequest, bodyCurrency: string | undefined): string {
  const header = request.headers['h-currency'];
  return bodyCurrency ?? (typeof header === 'string' && header ? header.toUpperCase() : 'USD');
}

/** The body fields an order and its quote share, validated alike. */
export const pricedPurchaseProperties = {
  productId: { type: 'integer', minimum: 1 },
  skuId: { type: 'integer', minimum: 1 },
  quantity: { type: 'integer', minimum: 1, maximum: MAX_ORDER_QUANTITY },
  memberCouponId: { type: 'integer', minimum: 1 },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
} as const;

export const orderQuoteSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string' },
    quantity: { type: 'integer' },
    originalAmount: { type: 'number' },
    vipDiscountPercent: { type: 'number' },
    vipDiscount: { type: 'number' },
    couponDiscount: { type: 'number' },
    amount: { type: 'number', description: 'What the order would charge: its `amount`' },
  },
} as const;

const quoteSchema = {
  body: {
    type: 'object',
    required: ['productId', 'skuId', 'quantity'],
    properties: pricedPurchaseProperties,
  },
  response: envelopeWith(orderQuoteSchema),
} as const;

type QuoteBody = Omit<QuoteInput, 'currency'> & { currency?: string };

export function registerOrderQuoteRoutes(app: FastifyInstance, db: Database): void {
  // The price an order with these inputs would be charged, field for field as the order shows it (open to
  // guests, who are priced without VIP and name no coupon). The pages show this, never their own sums.
  app.post<{ Body: QuoteBody }>(
    '/homs/order/quote',
    { schema: quoteSchema, preHandler: identifyMember(db) },
    async (request) => {
      const currency = orderCurrency(request, request.body.currency);
      const { price, vipDiscountPercent } = await pricePurchase(
        db,
        request.memberId,
        { ...request.body, currency },
        localeOf(request),
      );
      return success({
        currency,
        quantity: request.body.quantity,
        originalAmount: centsToAmount(price.originalCents),
        vipDiscountPercent,
        vipDiscount: centsToAmount(price.vipDiscountCents),
        couponDiscount: centsToAmount(price.couponDiscountCents),
        amount: centsToAmount(price.payCents),
      });
    },
  );
}
