// What a zh-TW shopper reads from store-api: errors, pack names, field labels, reasons, code e-mails.
import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_QUEUE_FULL } from '../auth/passwordQueue';
import { seedProducts } from '../db/seed/products';
import { IDEMPOTENCY_KEY_REUSED } from '../orders/orderIdempotency';
import type { Order } from '../orders/orderQueries';
import {
  TOO_MANY_CODE_FAILURES,
  TOO_MANY_CODE_REQUESTS,
  TOO_MANY_LOGIN_FAILURES,
} from '../security/authRateLimits';
import { TOO_MANY_COUPON_CODES } from '../security/couponRateLimits';
import { bearer, envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import { newShopper, placeOrder } from '../testing/testShoppers';
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE } from './errorHandlers';
import { messageInLocale } from './messagesZh';

const ZH = { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.8' };

/** Callers' and providers' messages: a shopper's page never shows them (it validates first, or no shopper sends them). */
const NOT_FOR_SHOPPERS = new Set([
  'Unknown sandbox account.',
  // The cart-tracking stand-in answers the page's tracker, never a shopper.
  'A Checkout/Create event needs cartToken, checkoutId, customer and billingAddress.',
  'The billing address must be sent with every field empty.',
  'invalid-token',
  'The payment callback does not match the order’s amount and currency.',
  'The payment callback is not a valid payment event.',
  'The payment callback is too old or from the future.',
  'This payment callback was already received.',
  'Payment callbacks are not configured.',
  'Payment session not found.',
  'A file is already stored under this name.',
  'This upload ticket was already used.',
  'File not found.',
  'Upload URL not found.',
  'Article not found.',
  'Menu not found.',
  'Review not found.',
  'returnOrigin must be one of the store’s own origins.',
  'askingPrice must have at most 2 decimals',
  'phonePrefix is not a known phone prefix',
  'phonePrefix is required with a phone number',
  'keyword must not be empty',
]);

/** Every message literal raised as an HttpError in store-api's source (tests and test helpers left out). */
function raisedMessages(): string[] {
  const root = path.join(__dirname, '..');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'));
  const raising =
    /(?:badRequest|notFound|unauthorized|tooManyRequests|new HttpError\(\s*\d+\s*,)\(?\s*'((?:[^'\\]|\\.)+)'/gu;
  const messages = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(raising)) {
      if (match[1]) messages.add(match[1].replaceAll("\\'", "'"));
    }
  }
  return [...messages];
}

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

describe('messages in Traditional Chinese', () => {
  it('cover every message a shopper can be answered', () => {
    const raised = raisedMessages();
    expect(raised.length).toBeGreaterThan(50);
    const constants = [
      PASSWORD_QUEUE_FULL,
      IDEMPOTENCY_KEY_REUSED,
      TOO_MANY_CODE_FAILURES,
      TOO_MANY_CODE_REQUESTS,
      TOO_MANY_LOGIN_FAILURES,
      TOO_MANY_COUPON_CODES,
      DATABASE_BUSY_MESSAGE,
      DATABASE_UNAVAILABLE_MESSAGE,
      // orders/orderVerificationRoutes.ts's unavailable(what).
      'Uploads are not available right now. Please try again later.',
      'Identity checks are not available right now. Please try again later.',
    ];
    const untranslated = [...raised, ...constants].filter(
      (message) => !NOT_FOR_SHOPPERS.has(message) && messageInLocale(message, 'zh-TW') === message,
    );
    expect(untranslated).toEqual([]);
  });

  it('translate messages carrying a value, and leave English and unknown messages as they are', () => {
    expect(messageInLocale('delivery must give a value for: User ID, Zone ID', 'zh-TW')).toBe(
      '請填寫：使用者 ID、伺服器 ID',
    );
    expect(messageInLocale('This coupon needs an order of at least NT$320.00.', 'zh-TW')).toBe(
      '此優惠券需訂單滿 NT$320.00 才能使用。',
    );
    // A mark spaced from its digits (RM, a code) keeps its no-break space.
    expect(messageInLocale('This coupon needs an order of at least RM\u00a040.00.', 'zh-TW')).toBe(
      '此優惠券需訂單滿 RM\u00a040.00 才能使用。',
    );
    expect(
      messageInLocale(
        'You have more than 3 unpaid orders. Pay or cancel one before ordering again.',
        'zh-TW',
      ),
    ).toBe('您有超過 3 筆未付款訂單，請先付款或取消其中一筆再下單。');
    expect(
      messageInLocale('No Free Fire account was found for this ID. Check the ID and server.', 'zh-TW'),
    ).toBe('找不到此 ID 的 Free Fire 帳號，請檢查 ID 與伺服器。');
    expect(messageInLocale('This order is already paid.', 'en')).toBe('This order is already paid.');
    expect(messageInLocale('pageSize must be at most 50', 'zh-TW')).toBe('pageSize must be at most 50');
  });

  it('are answered when Accept-Language asks for Chinese', async () => {
    const shopper = await newShopper(store.db, 'zh');
    const order = await placeOrder(store.app, store.db, shopper, {
      productId: 6,
      delivery: ['Player ID:2233445566'],
    });
    const urge = (headers: Record<string, string>) =>
      store.app.inject({
        method: 'POST',
        url: `/homs/order/${order.orderSn}/urge`,
        headers: { ...bearer(shopper.token), ...headers },
      });
    expect(envelopeOf(await urge(ZH))).toEqual({
      code: 400,
      message: '只有已付款但尚未到帳的訂單可以催單。',
      data: null,
    });
    expect(envelopeOf(await urge({})).message).toBe(
      'Only paid orders that are not delivered yet can be urged.',
    );
    const missing = await store.app.inject({
      method: 'POST',
      url: '/homs/order/v2',
      headers: { ...bearer(shopper.token), ...ZH },
      payload: { productId: 1, skuId: 1, quantity: 1, delivery: ['User ID:12345678'] },
    });
    expect(envelopeOf(missing).message).toBe('請填寫：伺服器 ID');
    const guest = await store.app.inject({ method: 'GET', url: '/homs/order', headers: ZH });
    expect(envelopeOf(guest)).toEqual({ code: 401, message: '請先登入。', data: null });
  });
});

describe('pack names and field labels in Traditional Chinese', () => {
  it('name every seeded pack in Chinese, with the game’s own word for its currency', async () => {
    for (const product of seedProducts) {
      for (const pack of product.denominations) {
        expect(pack.nameZh).not.toBe('');
        // What stays in Latin letters is the games' own currency names (UC, CP).
        expect(pack.nameZh.replace(/\b(UC|CP)\b/gu, '')).not.toMatch(/[A-Za-z]/u);
      }
      const detail = envelopeOf<{ skus: { name: string }[] }>(
        await store.app.inject({ method: 'GET', url: `/hpms/product/v3/${product.id}`, headers: ZH }),
      ).data;
      expect(detail.skus.map((sku) => sku.name)).toEqual(product.denominations.map((pack) => pack.nameZh));
    }
    const en = envelopeOf<{ skus: { name: string }[] }>(
      await store.app.inject({ method: 'GET', url: '/hpms/product/v4/1' }),
    ).data;
    expect(en.skus[0]?.name).toBe('86 Diamonds');
    const zh = envelopeOf<{ skus: { name: string }[] }>(
      await store.app.inject({ method: 'GET', url: '/hpms/product/v4/1', headers: ZH }),
    ).data;
    expect(zh.skus[0]?.name).toBe('86 鑽石');
  });

  it('show an order’s pack in Chinese, and its delivery as stored', async () => {
    const shopper = await newShopper(store.db, 'labels');
    const order = await placeOrder(store.app, store.db, shopper, {
      productId: 1,
      delivery: ['User ID:12345678', 'Zone ID:2001'],
    });
    const read = async (headers: Record<string, string>) =>
      envelopeOf<Order>(
        await store.app.inject({
          method: 'GET',
          url: `/homs/order/sn/${order.orderSn}`,
          headers: { ...bearer(shopper.token), ...headers },
        }),
      ).data;
    // The delivery as stored in both languages: the pages translate its labels.
    expect(await read(ZH)).toMatchObject({
      denomination: '86 鑽石',
      delivery: '["User ID:12345678","Zone ID:2001"]',
    });
    expect(await read({})).toMatchObject({
      denomination: '86 Diamonds',
      delivery: '["User ID:12345678","Zone ID:2001"]',
    });
    // The list answers the same.
    const list = envelopeOf<{ list: Order[] }>(
      await store.app.inject({
        method: 'GET',
        url: '/homs/order',
        headers: { ...bearer(shopper.token), ...ZH },
      }),
    ).data;
    expect(list.list[0]?.delivery).toBe('["User ID:12345678","Zone ID:2001"]');
  });

  it('show after-payment fields and the reason an order waits in Chinese, answers sent by the stored labels', async () => {
    expect(
      envelopeOf(
        await store.app.inject({ method: 'GET', url: '/hpms/product/sn/P1009/input/afterpay', headers: ZH }),
      ).data,
    ).toEqual({ fields: ['Region', 'Contact email'], labels: ['地區', '聯絡電子郵件'] });
    const login = envelopeOf<{ token: string }>(
      await store.app.inject({
        method: 'POST',
        url: '/sso/email/login',
        payload: { email: 'verify@topup.test', password: 'Verify1234!' },
      }),
    ).data;
    const reason = envelopeOf(
      await store.app.inject({
        method: 'GET',
        url: '/homs/order/TU202611210009/delivery/reason',
        headers: { ...bearer(login.token), ...ZH },
      }),
    ).data;
    expect(reason).toEqual({
      inputStatus: 1,
      reason: '主播帳號需要提供地區與聯絡電子郵件，我們才能送達。',
      fields: ['Region', 'Contact email'],
      labels: ['地區', '聯絡電子郵件'],
      submitted: null,
    });
  });
});

describe('code e-mails in the shopper’s language', () => {
  const outbox = async () =>
    envelopeOf<{ recipient: string; subject: string; body: string }[]>(
      await store.app.inject({ method: 'GET', url: '/sandbox/outbox' }),
    ).data;

  it('writes the registration code in Chinese for a zh-TW shopper and in English otherwise', async () => {
    await store.app.inject({
      method: 'POST',
      url: '/sso/email/register/authcode',
      headers: ZH,
      payload: { email: 'zh-shopper@topup.test' },
    });
    await store.app.inject({
      method: 'POST',
      url: '/sso/email/register/authcode',
      payload: { email: 'en-shopper@topup.test' },
    });
    const [en, zh] = await outbox();
    expect(zh).toMatchObject({ recipient: 'zh-shopper@topup.test', subject: '您的註冊驗證碼' });
    expect(zh?.body).toMatch(/^您的驗證碼是 \d{6}，10 分鐘內有效。$/u);
    expect(en).toMatchObject({ recipient: 'en-shopper@topup.test', subject: 'Your registration code' });
    expect(en?.body).toMatch(/^Your verification code is \d{6}\. It expires in 10 minutes\.$/u);
  });
});
