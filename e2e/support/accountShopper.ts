// A fresh shopper per test, made through store-api's own calls (register with the outbox code, order,
// pay in the payment sandbox), so account tests never change the seeded members other suites use.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, requestRegisterCode } from './outbox';

const API = '/api';
export const SHOPPER_PASSWORD = 'Shopper1234!';
/** Mobile Legends (seed product 1) and an account its lookup knows. */
export const MLBB_PRODUCT_ID = 1;
export const MLBB_DELIVERY = ['User ID:12345678', 'Zone ID:2001'];

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface Shopper {
  email: string;
  token: string;
  authorization: string;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** Registers a new member by email (code from the sandbox outbox). */
export async function registerShopper(request: APIRequestContext, label: string): Promise<Shopper> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@topup.test`;
  await requestRegisterCode(request, email);
  const authCode = await latestCode(request, email);
  const login = await data<{ token: string; tokenHead: string }>(
    await request.post(`${API}/sso/email/register`, {
      data: { email, authCode, password: SHOPPER_PASSWORD, nickname: label },
    }),
  );
  return { email, token: login.token, authorization: `${login.tokenHead}${login.token}` };
}

export interface CreatedOrder {
  id: number;
  orderSn: string;
}

/** A product to order and the account it goes to ("label:value" per input field). */
export interface OrderTarget {
  productId: number;
  delivery: string[];
}

const MLBB: OrderTarget = { productId: MLBB_PRODUCT_ID, delivery: MLBB_DELIVERY };

/** An unpaid order of the first denomination of a product (Mobile Legends unless told). */
export async function createOrder(
  request: APIRequestContext,
  shopper: Shopper,
  target: OrderTarget = MLBB,
): Promise<CreatedOrder> {
  const headers = { Authorization: shopper.authorization };
  const product = await data<{ skus: { id: number }[] }>(
    await request.get(`${API}/hpms/product/${target.productId}`),
  );
  const skuId = product.skus[0]?.id;
  return data<CreatedOrder>(
    await request.post(`${API}/homs/order/v2`, {
      headers,
      data: { productId: target.productId, skuId, quantity: 1, delivery: target.delivery },
    }),
  );
}

/** Pays an order in the payment sandbox (outcome success). */
export async function payOrder(
  request: APIRequestContext,
  shopper: Shopper,
  order: CreatedOrder,
): Promise<void> {
  const headers = { Authorization: shopper.authorization };
  const session = await data<{ sessionId: string }>(
    await request.post(`${API}/sandbox/pay/sessions`, { headers, data: { orderId: order.orderSn } }),
  );
  await data(
    await request.post(`${API}/sandbox/pay/sessions/${session.sessionId}/confirm`, {
      headers,
      data: { outcome: 'success' },
    }),
  );
}

/** Starts the page already logged in as the shopper (the stored token shape of shared-lib). */
export async function useSession(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript((authorization) => {
    if (window.localStorage.getItem('user-token')) return;
    window.localStorage.setItem(
      'user-token',
      JSON.stringify({ value: authorization, expires: Date.now() + 3_600_000 }),
    );
  }, shopper.authorization);
}

/** A 1x1 PNG, accepted by the storage sandbox. */
export const TINY_PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};
