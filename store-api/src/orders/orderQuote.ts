import { findMemberCoupon } from '../coupons/couponQueries';
import type { Database } from '../db/database';
import { badRequest, HttpError, notFound, unauthorized } from '../http/httpError';
import type { Locale } from '../http/locale';
import { findVipDiscount } from '../members/vipLevels';
import { centsToAmount } from '../money';
import { formatMoney } from '../moneyText';
import {
  computeOrderPrice,
  CouponBelowMinimumError,
  type OrderPrice,
  type PricingCoupon,
} from './orderPricing';

/** What a price depends on: the same fields an order is created with, less its delivery. */
export interface QuoteInput {
  productId: number;
  skuId: number;
  quantity: number;
  memberCouponId?: number;
  currency: string;
}

/** A priced purchase: the amounts (cents of `currency`) and what they were read from. */
export interface PricedPurchase {
  price: OrderPrice;
  vipDiscountPercent: number;
  sku: { id: number; name: string };
  /** JSON array of the product's input field labels. */
  inputFields: string;
}

/**
 * The one place an order's price is worked out: order creation and the price quote both call it, so the
 * price a shopper is shown and the price their order is charged can never differ. A guest (memberId
 * null) is priced without VIP and may not name a coupon.
 */
export async function pricePurchase(
  db: Database,
  memberId: number | null,
  input: QuoteInput,
  locale: Locale,
  now = new Date(),
): Promise<PricedPurchase> {
  const product = (await db.one(
    'SELECT input_fields AS inputFields FROM products WHERE id = ?',
    input.productId,
  )) as { inputFields: string } | undefined;
  if (!product) throw notFound('Product not found.');
  const sku = (await db.one(
    'SELECT id, name, price_cents AS priceCents FROM denominations WHERE id = ? AND product_id = ?',
    input.skuId,
    input.productId,
  )) as { id: number; name: string; priceCents: number } | undefined;
  if (!sku) throw notFound('This top-up option does not exist for the product.');
  const currency = (await db.one('SELECT rate FROM currencies WHERE code = ?', input.currency)) as
    { rate: number } | undefined;
  if (!currency) throw badRequest(`Currency ${input.currency} is not supported.`);

  let coupon: PricingCoupon | null = null;
  if (input.memberCouponId !== undefined) {
    if (memberId === null) throw unauthorized();
    const held = await findMemberCoupon(db, memberId, input.memberCouponId, locale, now);
    if (!held) throw notFound('Coupon not found.');
    if (held.status !== 'available') throw badRequest(`This coupon is ${held.status}.`);
    if (held.productId !== null && held.productId !== input.productId) {
      throw badRequest('This coupon cannot be used on this product.');
    }
    coupon = (await db.one(
      'SELECT kind, value, min_spend_cents AS minSpendCents FROM coupons WHERE id = ?',
      held.couponId,
    )) as PricingCoupon;
  }

  const vipDiscountPercent = memberId === null ? 0 : (await findVipDiscount(db, memberId)).discountPercent;
  try {
    const price = computeOrderPrice({
      unitPriceCents: sku.priceCents,
      quantity: input.quantity,
      vipDiscountPercent,
      coupon,
      rate: currency.rate,
    });
    return {
      price,
      vipDiscountPercent,
      sku: { id: sku.id, name: sku.name },
      inputFields: product.inputFields,
    };
  } catch (error) {
    if (error instanceof CouponBelowMinimumError) {
      // In the order's currency, as the shopper sees the price (the error handler puts it in their language).
      const minimum = formatMoney(centsToAmount(error.minSpendCents), input.currency, locale);
      throw new HttpError(400, `This coupon needs an order of at least ${minimum}.`);
    }
    throw error;
  }
}
