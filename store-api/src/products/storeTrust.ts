// The home page's reasons to trust the store, counted from its own records: orders delivered, the
// shoppers' ratings, the delivery time it promises and the ways to pay (neutral marks, media/paymentArt.ts).
import type { Database } from '../db/database';
import { PAYMENT_MARKS, paymentPicture, type PaymentMark } from '../media/paymentArt';
import { ORDER_STATUS } from '../orders/orderRules';
import type { ProductSummary } from './productQueries';

export interface StoreTrust {
  /** Orders the store has delivered (finished). */
  ordersDelivered: number;
  /** Mean of every review's stars, 1 decimal; 0 without reviews. */
  averageRating: number;
  ratingCount: number;
  /** The delivery time most listed products promise (their median), in minutes; 0 with none listed. */
  typicalDeliveryMinutes: number;
  paymentMarks: { id: PaymentMark; pic: string }[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

export async function readStoreTrust(db: Database, listed: ProductSummary[]): Promise<StoreTrust> {
  const { delivered } = (await db.one(
    'SELECT COUNT(*) AS delivered FROM orders WHERE status = ?',
    ORDER_STATUS.finished,
  )) as { delivered: number };
  const ratings = (await db.one('SELECT COUNT(*) AS count, AVG(rating) AS average FROM reviews')) as {
    count: number;
    average: number | null;
  };
  return {
    ordersDelivered: delivered,
    averageRating: Math.round((ratings.average ?? 0) * 10) / 10,
    ratingCount: ratings.count,
    typicalDeliveryMinutes: median(listed.map((product) => product.deliveryMinutes)),
    paymentMarks: PAYMENT_MARKS.map((id) => ({ id, pic: paymentPicture(id) })),
  };
}

export const storeTrustSchema = {
  type: 'object',
  properties: {
    ordersDelivered: { type: 'integer' },
    averageRating: { type: 'number' },
    ratingCount: { type: 'integer' },
    typicalDeliveryMinutes: { type: 'integer' },
    paymentMarks: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', enum: PAYMENT_MARKS }, pic: { type: 'string' } },
      },
    },
  },
} as const;
