// Shoppers and orders for the checkout specs, made through the real API (the shell's /api proxy).
// Each test gets a fresh member, so its unpaid orders never meet store-api's "more than 3 unpaid"
// rule nor change what other specs see for the seeded members.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, requestRegisterCode } from './outbox';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface Shopper {
  email: string;
  /** "Bearer <token>", as the store keeps it (spec 3 "Token"). */
  token: string;
}

export interface CreatedOrder {
  id: number;
  orderSn: string;
  status: number;
  amount: number;
  currency: string;
}

export const SHOPPER_PASSWORD = 'Checkout1234!';
/** Mobile Legends, the first seeded product (inputs User ID and Zone ID). */
const PRODUCT_ID = 1;
const DELIVERY = ['User ID:12345678', 'Zone ID:2001'];

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/** Registers a new member by email, reading the auth code from the sandbox outbox. */
export async function registerShopper(request: APIRequestContext): Promise<Shopper> {
  const email = `checkout-${randomUUID().slice(0, 12)}@topup.test`;
  await requestRegisterCode(request, email);
  const code = await latestCode(request, email);
  const login = await data<{ token: string; tokenHead: string }>(
    await request.post('/api/sso/email/register', {
      data: { email, authCode: code, password: SHOPPER_PASSWORD },
    }),
  );
  return { email, token: `${login.tokenHead}${login.token}` };
}

/** Logs in as the seeded member with that email and password. */
export async function logInShopper(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Shopper> {
  const login = await data<{ token: string; tokenHead: string }>(
    await request.post('/api/sso/email/login', { data: { email, password } }),
  );
  return { email, token: `${login.tokenHead}${login.token}` };
}

/** POST /homs/order/v2 for the shopper: one of the first denomination of Mobile Legends. */
export async function createOrder(request: APIRequestContext, shopper: Shopper): Promise<CreatedOrder> {
  const product = await data<{ id: number; skus: { id: number }[] }>(
    await request.get(`/api/hpms/product/${PRODUCT_ID}`),
  );
  const sku = product.skus[0];
  if (!sku) throw new Error(`product ${PRODUCT_ID} has no denomination`);
  return data<CreatedOrder>(
    await request.post('/api/homs/order/v2', {
      headers: { Authorization: shopper.token },
      data: { productId: product.id, skuId: sku.id, quantity: 1, delivery: DELIVERY },
    }),
  );
}

export async function readOrder(
  request: APIRequestContext,
  shopper: Shopper,
  id: number,
): Promise<CreatedOrder> {
  return data<CreatedOrder>(
    await request.get(`/api/homs/order/sn/${id}`, { headers: { Authorization: shopper.token } }),
  );
}

/** The page starts logged in as the shopper (the token in storage, as after a login). */
export async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript((token) => {
    if (!window.localStorage.getItem('user-token')) {
      window.localStorage.setItem('user-token', JSON.stringify({ value: token, expires: 4_102_444_800_000 }));
    }
  }, shopper.token);
}

/** The shopper's available coupons' codes (GET /hums/coupon/member/available). */
export async function availableCouponCodes(request: APIRequestContext, shopper: Shopper): Promise<string[]> {
  const list = await data<{ code: string }[]>(
    await request.get('/api/hums/coupon/member/available', { headers: { Authorization: shopper.token } }),
  );
  return list.map((coupon) => coupon.code);
}

/** The shopper claims an offered coupon by its id (POST /hums/coupon/{id}/capture). */
export async function captureCoupon(
  request: APIRequestContext,
  shopper: Shopper,
  couponId: number,
): Promise<void> {
  await data(
    await request.post(`/api/hums/coupon/${couponId}/capture`, { headers: { Authorization: shopper.token } }),
  );
}
