// Sell online (not in docs/specCalls.ts): a shopper offers in-game items or credits for sale; the
// store keeps the offer and answers by email. GET /sandbox/sell (sandbox/sandboxRoutes.ts) lets tests
// read offers back, with sandboxes on only: it shows the sellers' contact details.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { fieldError } from '../http/httpError';
import { envelopeWith } from '../http/responseSchemas';
import {
  SELL_AMOUNT_MAX,
  SELL_GAME_MAX,
  SELL_ITEM_MAX,
  SELL_PRICE_MAX,
  isKnownPhonePrefix,
  priceToCents,
  storeSellOffer,
  type SellOfferInput,
} from './sellOffers';

const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;

const sellBodySchema = {
  type: 'object',
  required: ['game', 'item', 'amount', 'askingPrice', 'email', 'country'],
  properties: {
    game: { ...text(SELL_GAME_MAX, 1), pattern: '\\S' },
    item: { ...text(SELL_ITEM_MAX, 1), pattern: '\\S' },
    amount: { type: 'integer', minimum: 1, maximum: SELL_AMOUNT_MAX },
    askingPrice: { type: 'number', minimum: 0.01, maximum: SELL_PRICE_MAX, description: 'USD, 2 decimals' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    country: { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO alpha-2' },
    phonePrefix: { type: 'string', maxLength: 8, pattern: '^(\\+\\d{1,6})?$' },
    phone: { type: 'string', maxLength: 20, pattern: '^\\d*$' },
  },
} as const;

const offerProperties = {
  id: { type: 'integer' },
  game: { type: 'string' },
  item: { type: 'string' },
  amount: { type: 'integer' },
  askingPrice: { type: 'number' },
  email: { type: 'string' },
  country: { type: 'string' },
  phonePrefix: { type: 'string' },
  phone: { type: 'string' },
  createTime: { type: 'string' },
} as const;

const createdSchema = { type: 'object', properties: { id: { type: 'integer' } } } as const;
/** The answer of GET /sandbox/sell (sandbox/sandboxRoutes.ts). */
export const sellOfferListSchema = {
  type: 'array',
  items: { type: 'object', properties: offerProperties },
} as const;

export function registerSellRoutes(app: FastifyInstance, db: Database): void {
  app.post<{ Body: SellOfferInput }>(
    '/public/sell',
    { schema: { body: sellBodySchema, response: envelopeWith(createdSchema) } },
    async (request) => {
      const offer = request.body;
      const cents = priceToCents(offer.askingPrice);
      if (cents === null)
        throw fieldError('askingPrice', 'invalid', 'askingPrice must have at most 2 decimals');
      if (offer.phone && !offer.phonePrefix)
        throw fieldError('phonePrefix', 'invalid', 'phonePrefix is required with a phone number');
      if (offer.phonePrefix && !(await isKnownPhonePrefix(db, offer.phonePrefix))) {
        throw fieldError('phonePrefix', 'invalid', 'phonePrefix is not a known phone prefix');
      }
      return success({ id: await storeSellOffer(db, offer, cents) });
    },
  );
}
