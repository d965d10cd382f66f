// What the browser-side services' stand-ins accept: the shapes the shop's code sends to the real
// services (shell/src/platform/cartTracking/ and tracker/, shared-lib/src/integrations/README.md). The stand-ins
// are stricter than a vendor would be, so a test sees a wrong shape as a refusal rather than a record.

/** A UUID without dashes; the tracker's session id has the same form. */
const visitorId = { type: 'string', pattern: '^[0-9a-f]{32}$' } as const;
const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;
const PATH_MAX = 2048;

/** The tracker sends batches of 8 at most, from SDK version 3.1.0, for these environments. */
export const TRACKER_BATCH_MAX = 8;
export const TRACKER_SDK_VERSION = '3.1.0';
export const TRACKER_ENVIRONMENTS = ['prod', 'demo', 'staging'] as const;
/** A duration over 60 s is never reported. */
export const TRACKER_DURATION_MAX_MS = 60_000;

/** The billing address fields of a Checkout/Create event (sent, always empty). */
export const BILLING_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'zip',
  'phone',
] as const;

export const CHECKOUT_CREATE = 'Checkout/Create';

/** A cart-tracking event. Checkout/Create's own fields are checked by the handler. */
export const cartEventSchema = {
  type: 'object',
  required: ['companyId', 'integrationId', 'uid', 'eventType', 'customerId', 'data'],
  additionalProperties: false,
  properties: {
    companyId: text(100, 1),
    integrationId: text(100, 1),
    uid: visitorId,
    eventType: { ...text(50, 1), pattern: '^[A-Za-z]+/[A-Za-z]+$' },
    customerId: text(50),
    data: {
      type: 'object',
      required: ['pathName', 'email'],
      additionalProperties: false,
      properties: {
        pathName: { ...text(PATH_MAX, 1), pattern: '^/' },
        email: text(254),
        cartToken: text(100),
        checkoutId: text(100),
        customer: {
          type: 'object',
          required: ['customerId', 'email'],
          additionalProperties: false,
          properties: { customerId: text(50), email: text(254) },
        },
        billingAddress: {
          type: 'object',
          required: [...BILLING_ADDRESS_FIELDS],
          additionalProperties: false,
          properties: Object.fromEntries(BILLING_ADDRESS_FIELDS.map((field) => [field, text(200)])),
        },
      },
    },
  },
} as const;

export interface CartEventBody {
  companyId: string;
  integrationId: string;
  uid: string;
  eventType: string;
  customerId: string;
  data: {
    pathName: string;
    email: string;
    cartToken?: string;
    checkoutId?: string;
    customer?: { customerId: string; email: string };
    billingAddress?: Record<string, string>;
  };
}

const batchOf = (entry: object) =>
  ({
    type: 'object',
    required: ['sdkVersion', 'environment', 'uid', 'sessionId', 'page', 'entries'],
    additionalProperties: false,
    properties: {
      sdkVersion: { type: 'string', enum: [TRACKER_SDK_VERSION] },
      environment: { type: 'string', enum: [...TRACKER_ENVIRONMENTS] },
      appId: text(100),
      uid: visitorId,
      sessionId: visitorId,
      page: { ...text(PATH_MAX, 1), pattern: '^/' },
      entries: { type: 'array', minItems: 1, maxItems: TRACKER_BATCH_MAX, items: entry },
    },
  }) as const;

const timestamp = { type: 'string', format: 'date-time' } as const;

/** The tracker's log batch: errors (each kind reported a few times at most) and notes. */
export const trackerLogBatchSchema = batchOf({
  type: 'object',
  required: ['level', 'message', 'timestamp'],
  additionalProperties: false,
  properties: {
    level: { type: 'string', enum: ['info', 'warn', 'error'] },
    message: text(2000, 1),
    stack: text(8000),
    source: text(PATH_MAX),
    timestamp,
  },
});

/** The tracker's metrics batch: the page's load, API calls and static assets, each with its duration. */
export const trackerMetricBatchSchema = batchOf({
  type: 'object',
  required: ['kind', 'name', 'duration', 'timestamp'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['page', 'api', 'asset'] },
    name: text(PATH_MAX, 1),
    duration: { type: 'number', minimum: 0, maximum: TRACKER_DURATION_MAX_MS },
    status: { type: 'integer', minimum: 0, maximum: 999 },
    size: { type: 'integer', minimum: 0 },
    timestamp,
  },
});

export const chatMessageSchema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: { ...text(1000, 1), pattern: '\\S' },
    uid: visitorId,
    page: { ...text(PATH_MAX, 1), pattern: '^/' },
  },
} as const;

export const tagManagerHitSchema = {
  type: 'object',
  required: ['event', 'page'],
  additionalProperties: false,
  properties: { event: text(100, 1), page: { ...text(PATH_MAX, 1), pattern: '^/' } },
} as const;

/** The challenge's answer: passed ("I am not a robot") or closed by the shopper. */
export const CAPTCHA_ANSWERS = ['pass', 'close'] as const;
export const captchaVerifySchema = {
  type: 'object',
  required: ['appId', 'answer'],
  additionalProperties: false,
  properties: { appId: text(100, 1), answer: { type: 'string', enum: [...CAPTCHA_ANSWERS] } },
} as const;
