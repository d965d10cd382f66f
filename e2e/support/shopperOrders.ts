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

/** Pays an order at the payment sandbox: a session, then the provider's "Pay now" (outcome success). */
export async function payOrder(
  request: APIRequestContext,
  shopper: Shopper,
  order: CreatedOrder,
): Promise<void> {
  const { authorization } = shopper;
  const session = await apiData<{ sessionId: string }>(request, 'POST', '/payments/sessions', {
    authorization,
    data: { orderId: order.orderSn },
  });
  const paid = await apiData<{ status: string }>(
    request,
    'POST',
    `/sandbox/pay/checkout/${session.sessionId}/complete`,
    { data: { outcome: 'success' } },
  );
  expect(paid.status, `paying ${order.orderSn}`).toBe('succeeded');
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
