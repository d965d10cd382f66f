// A shopper's orders made through the real calls: order a product's first denomination, pay it at
// the payment sandbox (which tells store-api by signed callback), read it back.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Shopper } from './shoppers';
import { apiData } from './storeApi';

export interface CreatedOrder {
  id: number;
  orderSn: string;
  status: number;
  amount: number;
  currency: string;
}

/** A product to order and the account it goes to ("label:value" per input field). */
export interface OrderTarget {
  productId: number;
  delivery: string[];
}

/** Mobile Legends (seed product 1, inputs User ID and Zone ID) and an account its lookup knows. */
export const MLBB: OrderTarget = { productId: 1, delivery: ['User ID:12345678', 'Zone ID:2001'] };

/** The id of a product's first denomination. */
export async function firstSkuId(request: APIRequestContext, productId: number): Promise<number> {
  const product = await apiData<{ skus: { id: number }[] }>(request, 'GET', `/hpms/product/${productId}`);
  const sku = product.skus[0];
  if (!sku) throw new Error(`product ${productId} has no denomination`);
  return sku.id;
}

/** An unpaid order of one of the product's first denomination (Mobile Legends unless told). */
export async function createOrder(
  request: APIRequestContext,
  shopper: Shopper,
  target: OrderTarget = MLBB,
): Promise<CreatedOrder> {
  const skuId = await firstSkuId(request, target.productId);
  return apiData<CreatedOrder>(request, 'POST', '/homs/order/v2', {
    authorization: shopper.authorization,
    data: { productId: target.productId, skuId, quantity: 1, delivery: target.delivery },
  });
}

/** What the payment provider reports of a payment (store-api's payment outcomes). */
export type PaymentOutcome = 'success' | 'pending' | 'failed' | 'cancel';

/**
 * Pays an order at the payment sandbox with the outcome the provider reports: a session, then the
 * provider's button for that outcome. The store's result page the provider sends the shopper back to
 * (path and query, in English).
 */
export async function payOrderWith(
  request: APIRequestContext,
  shopper: Shopper,
  order: CreatedOrder,
  outcome: PaymentOutcome,
): Promise<{ status: string; returnPath: string }> {
  const { authorization } = shopper;
  const session = await apiData<{ sessionId: string }>(request, 'POST', '/payments/sessions', {
    authorization,
    data: { orderId: order.orderSn },
  });
  const paid = await apiData<{ status: string; redirectUrl: string }>(
    request,
    'POST',
    `/sandbox/pay/checkout/${session.sessionId}/complete`,
    { data: { outcome } },
  );
  return { status: paid.status, returnPath: paid.redirectUrl };
}

/** Pays an order at the payment sandbox: a session, then the provider's "Pay now" (outcome success). */
export async function payOrder(
  request: APIRequestContext,
  shopper: Shopper,
  order: CreatedOrder,
): Promise<void> {
  const paid = await payOrderWith(request, shopper, order, 'success');
  expect(paid.status, `paying ${order.orderSn}`).toBe('succeeded');
}

/** store-api's order statuses the specs wait for (0 unpaid and 1 paid come from the calls above). */
export const ORDER_FINISHED = 2;
export const ORDER_REFUNDED = 4;

/**
 * Waits until the sandbox publisher has moved a paid order on (playwright.config.ts gives it
 * STORE_DELIVERY_SECONDS=3; which accounts it fails, checks or delays: store-api's sandboxPublisher.ts).
 */
export async function waitForOrderStatus(
  request: APIRequestContext,
  shopper: Shopper,
  order: CreatedOrder,
  status: number,
): Promise<void> {
  await expect
    .poll(async () => (await readOrder(request, shopper, order.id)).status, {
      message: `order ${order.orderSn} reaches status ${String(status)}`,
      timeout: 30_000,
    })
    .toBe(status);
}

/** The identity checks a paid order asks for (the order's preview), '' for none: e.g. 'idcard,photo', 'sumsub', 'selfie'. */
export interface RequiredChecks {
  realname: string;
  spotcheck: string;
}

/** Waits until the sandbox publisher has asked for the order's identity checks (its accounts: sandboxPublisher.ts). */
export async function waitForChecks(
  request: APIRequestContext,
  shopper: Shopper,
  order: CreatedOrder,
  checks: RequiredChecks,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const { preview } = await apiData<{
          preview: { realnameRequired: string; spotcheckRequired: string };
        }>(request, 'GET', `/homs/order/sn/${order.orderSn}`, { authorization: shopper.authorization });
        return { realname: preview.realnameRequired, spotcheck: preview.spotcheckRequired };
      },
      { message: `the publisher asks checks of ${order.orderSn}`, timeout: 30_000 },
    )
    .toEqual(checks);
}

/** The order as its owner reads it now. */
export async function readOrder(
  request: APIRequestContext,
  shopper: Shopper,
  id: number,
): Promise<CreatedOrder> {
  return apiData<CreatedOrder>(request, 'GET', `/homs/order/sn/${id}`, {
    authorization: shopper.authorization,
  });
}
