// JSON schemas of the main answers: they document `data` in the OpenAPI document (for the front end's
// generated types) and let Fastify serialise them faster. Every field a shape has must be listed here:
// Fastify's serializer leaves out properties a response schema does not name.

import { PAYMENT_STATUSES } from '../payments/paymentStatus';

const nullable = (type: 'string' | 'number' | 'integer') => ({ type: [type, 'null'] }) as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

type JsonSchema = { [key: string]: unknown };

/**
 * Every field a shape lists is always sent (nullable ones as null), so each object schema says so:
 * the generated front-end types then have no optional fields that are never absent.
 */
export function allRequired<T extends object>(schema: T): T {
  const node = schema as JsonSchema;
  const copy: JsonSchema = { ...node };
  const properties = node.properties as Record<string, object> | undefined;
  if (properties) {
    copy.properties = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, allRequired(value)]),
    );
    copy.required ??= Object.keys(properties);
  }
  if (node.items && typeof node.items === 'object') copy.items = allRequired(node.items);
  return copy as T;
}

/** `{ code, message, data }` with a described `data`. */
export const envelopeWith = (data: object) =>
  ({
    200: {
      type: 'object',
      required: ['code', 'message', 'data'],
      properties: { code: { type: 'integer' }, message: { type: 'string' }, data: allRequired(data) },
    },
  }) as const;

export const orderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    orderSn: { type: 'string' },
    status: { type: 'integer', description: '0 unpaid, 1 paid, 2 finished, 3 cancelled, 4 refunded' },
    inputStatus: { type: 'integer' },
    productId: { type: 'integer' },
    productName: { type: 'string' },
    pic: { type: 'string' },
    denomination: { type: 'string' },
    quantity: { type: 'integer' },
    amount: { type: 'number' },
    currency: { type: 'string' },
    delivery: { type: 'string', description: 'JSON array of "label:value" strings' },
    createTime: { type: 'string' },
    payExpireTime: { type: 'string' },
    preview: {
      type: 'object',
      properties: {
        realnameRequired: { type: 'string' },
        realnameStatus: { type: 'integer' },
        realnameRejectReason: { type: 'string' },
        spotcheckRequired: { type: 'string' },
        spotcheckStatus: { type: 'integer' },
        spotcheckRejectReason: { type: 'string' },
      },
    },
    originalAmount: { type: 'number' },
    vipDiscount: { type: 'number' },
    couponDiscount: { type: 'number' },
    payTime: nullable('string'),
    urgeTime: nullable('string'),
    paymentStatus: {
      type: ['string', 'null'],
      enum: [...PAYMENT_STATUSES, null],
      description:
        'Where its payment stands at the provider: open, pending, succeeded, failed, cancelled, closed (the order no longer waits for payment); null before any was started',
    },
  },
} as const;

export const orderPageSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: orderSchema },
    total: { type: 'integer' },
    pageNum: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
} as const;

export const productSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    sn: { type: 'string' },
    linkName: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['game', 'live'] },
    pic: { type: 'string' },
    currency: { type: 'string' },
    minPrice: { type: 'number' },
    originalPrice: nullable('number'),
    hot: { type: 'boolean' },
    recommend: { type: 'boolean' },
    deliveryMinutes: { type: 'integer' },
  },
} as const;

export const productDetailProperties = {
  id: { type: 'integer' },
  sn: { type: 'string' },
  linkName: { type: 'string' },
  name: { type: 'string' },
  kind: { type: 'string', enum: ['game', 'live'] },
  pic: { type: 'string' },
  description: { type: 'string' },
  inputFields: strings,
  afterPayFields: strings,
  deliveryMinutes: { type: 'integer' },
  hot: { type: 'boolean' },
  recommend: { type: 'boolean' },
  skus: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        price: { type: 'number' },
        originalPrice: nullable('number'),
        currency: { type: 'string' },
        pic: { type: 'string' },
      },
    },
  },
} as const;

export const productDetailSchema = { type: 'object', properties: productDetailProperties } as const;

export const couponSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['amount', 'percent'] },
    value: { type: 'number' },
    minSpend: { type: 'number' },
    productId: nullable('integer'),
    newUser: { type: 'boolean' },
    validDays: { type: 'integer' },
    endTime: { type: 'string' },
    remaining: { type: 'integer' },
    captured: { type: 'boolean' },
  },
} as const;

export const memberCouponSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    couponId: { type: 'integer' },
    code: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['amount', 'percent'] },
    value: { type: 'number' },
    minSpend: { type: 'number' },
    productId: nullable('integer'),
    captureTime: { type: 'string' },
    expireTime: { type: 'string' },
    useTime: nullable('string'),
    orderId: nullable('integer'),
    status: { type: 'string', enum: ['available', 'used', 'expired'] },
    heldBy: {
      type: ['object', 'null'],
      description: 'The unpaid order holding the coupon while its pay window is open, else null',
      properties: {
        orderId: { type: 'integer' },
        orderSn: { type: 'string' },
        payExpireTime: { type: 'string' },
      },
    },
  },
} as const;

export const reviewSummarySchema = {
  type: 'object',
  properties: {
    total: { type: 'integer' },
    average: { type: 'number' },
    distribution: { type: 'array', items: { type: 'integer' } },
    withImages: { type: 'integer' },
  },
} as const;

export const reviewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    productId: { type: 'integer' },
    orderId: nullable('integer'),
    author: { type: 'string' },
    rating: { type: 'integer' },
    content: { type: 'string' },
    images: strings,
    likeCount: { type: 'integer' },
    liked: { type: 'boolean' },
    createTime: { type: 'string' },
  },
} as const;

export const loginResultSchema = {
  type: 'object',
  properties: { token: { type: 'string' }, tokenHead: { type: 'string', enum: ['Bearer '] } },
} as const;

export const userInfoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    phone: { type: 'string' },
    username: { type: 'string' },
    nickname: { type: 'string' },
    certStatus: { type: 'integer' },
    memo: { type: 'string' },
    createTime: { type: 'string' },
    growth: { type: 'integer' },
    hasPassword: { type: 'boolean' },
  },
} as const;

export const vipDiscountSchema = {
  type: 'object',
  properties: {
    level: { type: 'integer' },
    growth: { type: 'integer' },
    discountPercent: { type: 'number' },
    nextLevelGrowth: nullable('integer'),
  },
} as const;

export const orderTotalsSchema = {
  type: 'object',
  properties: {
    total: { type: 'integer' },
    unpaid: { type: 'integer' },
    paid: { type: 'integer' },
    finished: { type: 'integer' },
    cancelled: { type: 'integer' },
    refunded: { type: 'integer' },
    overUnpaidThreshold: { type: 'boolean' },
  },
} as const;

export const currencyListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      code: { type: 'string' },
      symbol: { type: 'string' },
      rate: { type: 'number' },
      defaultSelect: { type: 'boolean' },
    },
  },
} as const;

export const phonePrefixListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      label: { type: 'string' },
      value: { type: 'string' },
      country: { type: 'string' },
      defaultSelect: { type: 'boolean' },
    },
  },
} as const;

export const gameAccountSchema = {
  type: 'object',
  properties: {
    game: { type: 'string' },
    account: { type: 'string' },
    serverId: nullable('string'),
    nickname: { type: 'string' },
  },
} as const;

export const deliveryReasonSchema = {
  type: 'object',
  properties: {
    inputStatus: { type: 'integer' },
    reason: { type: 'string' },
    fields: { ...strings, description: 'The fields to send back as "label:value", by their stored label' },
    labels: { ...strings, description: 'The same fields as shown, in the language of Accept-Language' },
    submitted: { type: ['array', 'null'], items: { type: 'string' } },
  },
} as const;

export const afterPayFieldsSchema = {
  type: 'object',
  properties: {
    fields: { ...strings, description: 'Asked after payment; sent as "label:value" by these labels' },
    labels: { ...strings, description: 'The same fields as shown, in the language of Accept-Language' },
  },
} as const;

export const uploadTicketSchema = {
  type: 'object',
  properties: {
    fileName: { type: 'string' },
    key: { type: 'string' },
    uploadUrl: { type: 'string' },
    /** Headers the PUT to uploadUrl must carry (a bucket's "never overwrite" condition). */
    uploadHeaders: { type: 'object', additionalProperties: { type: 'string' } },
    url: { type: 'string' },
    expireTime: { type: 'string' },
  },
} as const;
