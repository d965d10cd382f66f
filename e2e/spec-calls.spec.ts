// Every call of the store API is made by the store's pages in a browser, in answer to what a shopper
// does: each flow below clicks through the pages as a guest or a member and waits, step by step, for
// the calls that step makes (recorded from the browser's own requests), and the flows together make
// all of them. A flow starts on a page the browser renders itself (/about) and moves on by clicks, so
// the pages' reads run in the browser, not in the store's server. What a flow needs beforehand (a
// member, an order to pay, a delivered order to review) is made through store-api, as other specs do.
import { expect, test, type Page } from '@playwright/test';
import { BUILD_POLL_INTERVAL_MS } from 'shell/build-version';
import { LOG_FLUSH_INTERVAL_MS } from 'shell/log-rules';
import { SPEC_CALLS, type SpecCallName } from '../store-api/src/docs/specCalls';
import { closeHomePopups } from './support/demo';
import { latestCode, uniqueSuffix } from './support/outbox';
import { registerShopper, startLoggedIn } from './support/shoppers';
import { tinyPng } from './support/pictures';
import {
  createOrder,
  ORDER_FINISHED,
  payOrder,
  waitForChecks,
  waitForOrderStatus,
  type OrderTarget,
} from './support/shopperOrders';
import { answerCaptcha } from './support/siteServices';
import { recordSpecCalls, type SpecCallRecorder } from './support/specCallRecorder';
import { chooseOption } from './support/picker';

/** A flow's steps, each with the calls it makes. */
type Flow = Record<string, readonly SpecCallName[]>;

const GUEST_BROWSES = {
  /** The shell's own reads as it starts. */
  start: ['GET /hms/currency/v2', 'GET /sso/register/phone/prefix'],
  categories: ['GET /hpms/product/index/v2/menu'],
  category: ['GET /hpms/product/index/v2/menu/{id}'],
  home: [
    'GET /hpms/product/index/banner',
    'GET /hpms/product/index/v2',
    'GET /hpms/product/recommend/config',
    'GET /hpms/product/index/popups',
  ],
  topUp: [
    'GET /hpms/product/v4/{id}',
    'GET /hpms/product/sn/{sn}/delivery',
    'GET /hpms/product/sn/{sn}/seo',
    'GET /public/newuser/coupon/{id}',
    // Its top reviews, read once the shopper scrolls near them.
    'GET /hpms/product/sn/{sn}/comment',
  ],
  accountLookup: ['GET /supplier/api/mlbb/userinfo'],
  allReviews: ['GET /hpms/product/sn/{sn}/comment/summary'],
  productDetails: ['GET /hpms/product/v3/{id}'],
} as const satisfies Flow;

/** The other seven games of the lookups, each with an account its lookup knows. */
const GAMES = [
  {
    name: 'Genshin Impact',
    call: 'GET /supplier/api/genshin-impact/userinfo',
    account: { UID: '812345678' },
    server: 'os_asia',
    nickname: 'Traveler',
  },
  {
    name: 'Zenless Zone Zero',
    call: 'GET /supplier/api/zenless-zone-zero/userinfo',
    account: { UID: '1300000001' },
    server: 'prod_gf_us',
    nickname: 'ProxyBelle',
  },
  {
    name: 'PUBG Mobile',
    call: 'GET /supplier/api/pubg/userinfo',
    account: { 'Player ID': '5123498760' },
    nickname: 'ChickenDinner',
  },
  {
    name: 'Honkai: Star Rail',
    call: 'GET /supplier/api/honkai/userinfo',
    account: { UID: '700000001' },
    server: 'prod_official_asia',
    nickname: 'Trailblazer',
  },
  {
    name: 'Free Fire',
    call: 'GET /supplier/api/freefire/userinfo',
    account: { 'Player ID': '2233445566' },
    nickname: 'BooyahKing',
  },
  {
    name: 'Poppo Live',
    call: 'GET /supplier/api/poppo/userinfo',
    account: { 'Poppo ID': '88001234' },
    nickname: 'LunaStream',
  },
  {
    name: 'Douyin',
    call: 'GET /supplier/api/douyin/userinfo',
    account: { 'Douyin ID': 'dy88886666' },
    nickname: 'DanceQueen',
  },
] as const satisfies readonly {
  name: string;
  call: SpecCallName;
  account: Record<string, string>;
  server?: string;
  nickname: string;
}[];

const GUEST_LOOKS_UP_ACCOUNTS = {
  /** Each game's page, its account typed: its lookup. */
  lookups: GAMES.map((game) => game.call),
  /** Poppo Live asks for a contact email after payment: its page says so. */
  afterPay: ['GET /hpms/product/sn/{sn}/input/afterpay'],
} as const satisfies Flow;

const EMAIL_MEMBER_SIGNS_IN = {
  registerCode: ['POST /sso/email/register/authcode'],
  register: ['POST /sso/email/register', 'GET /sso/info/ex/refresh'],
  bindPhone: ['POST /sso/login/v2/phone/authcode', 'POST /sso/bind/phone'],
  changePassword: ['POST /sso/password/update'],
  logOut: ['DELETE /hums/app/logout'],
  resetByEmail: ['POST /sso/email/resetpassword/authcode', 'POST /sso/email/resetpassword'],
  logIn: ['POST /sso/email/login'],
} as const satisfies Flow;

const PHONE_MEMBER_SIGNS_IN = {
  register: ['POST /sso/login/v2/phone/authcode', 'POST /sso/register/phone'],
  bindEmail: ['POST /sso/email/bind/authcode', 'POST /sso/email/bind/v2'],
  resetByPhone: ['POST /sso/password/reset'],
  logInByCode: ['POST /sso/login/phone/ex'],
  thirdParty: ['POST /sso/oauth2/code'],
} as const satisfies Flow;

const MEMBER_SHOPS = {
  start: ['GET /sso/info/ex/refresh', 'GET /homs/order/preview', 'GET /homs/order/delivery/unfilled'],
  topUp: [
    'GET /hums/coupon/product/available/{id}',
    'GET /hums/vip/discount',
    'GET /hums/coupon/pid/{id}',
    'GET /homs/order/total',
    'GET /hums/coupon/member/used',
  ],
  claim: ['POST /hums/coupon/{id}/capture'],
  promoCode: ['POST /hums/coupon/capture/redemption'],
  /** The unpaid-order check, the order, and the payment list reading it. */
  buy: ['GET /homs/order', 'POST /homs/order/v2', 'GET /homs/order/sn/{sn}'],
  orders: ['GET /homs/order'],
  search: ['GET /homs/order/search'],
  cancel: ['POST /homs/order/{id}/cancle'],
  remove: ['DELETE /homs/order/{id}'],
  coupons: [
    'GET /hums/coupon/member/available',
    'GET /hums/coupon/member/expired',
    'GET /hums/coupon/member/used',
  ],
} as const satisfies Flow;

const MEMBER_FOLLOWS_ORDERS = {
  /** The list, and whether the delivered order's review is written. */
  orders: ['GET /homs/order', 'GET /homs/order/{id}/comment'],
  urge: ['POST /homs/order/{id}/urge'],
  deliveryForm: ['GET /homs/order/{id}/delivery/reason'],
  deliverySent: ['POST /homs/order/{id}/delivery'],
  /** The review popup is opened with the product's sn, read by the order's product id. */
  reviewForm: ['GET /hpms/product/{id}'],
  reviewSent: ['POST /homs/order/{id}/comment/sts', 'POST /homs/order/{id}/comment'],
  like: ['GET /hpms/product/comment/like/{id}'],
} as const satisfies Flow;

const MEMBER_VERIFIES = {
  realname: ['GET /homs/order/{id}/preview/sts', 'POST /homs/order/{id}/preview/realname'],
  widget: ['GET /homs/order/{id}/sumsub/token', 'POST /homs/order/{id}/preview'],
  spotcheck: ['GET /homs/order/{id}/preview/sts', 'POST /homs/order/{id}/preview/spotcheck'],
} as const satisfies Flow;

const GUEST_WRITES_TO_US = {
  partner: ['POST /public/partner'],
  feedback: ['POST /hums/feedback'],
} as const satisfies Flow;

/** What the page sends by itself: no click asks for these (campaign data, build poll, log reporter). */
const PAGE_REPORTS = {
  campaign: ['POST /hums/utm/tracker'],
  errorLog: ['POST /api/logs'],
  buildCheck: ['GET /builds/meta/{buildId}.json'],
} as const satisfies Flow;

const FLOWS: Record<string, Flow> = {
  GUEST_BROWSES,
  GUEST_LOOKS_UP_ACCOUNTS,
  EMAIL_MEMBER_SIGNS_IN,
  PHONE_MEMBER_SIGNS_IN,
  MEMBER_SHOPS,
  MEMBER_FOLLOWS_ORDERS,
  MEMBER_VERIFIES,
  GUEST_WRITES_TO_US,
  PAGE_REPORTS,
};

const allOf = (flow: Flow): SpecCallName[] => [...new Set(Object.values(flow).flat())];

/** Records the page's spec calls from a page the browser renders itself. */
async function startAt(page: Page, baseURL: string | undefined, path = '/about'): Promise<SpecCallRecorder> {
  const calls = recordSpecCalls(page.context(), baseURL ?? '');
  await page.goto(path);
  return calls;
}

/** PUBG Mobile for an account the sandbox publisher delivers to at once. */
const PUBG_DELIVERED: OrderTarget = { productId: 4, delivery: ['Player ID:5123498760'] };
/** Mobile Legends for the account the sandbox publisher takes the whole promised time for. */
const MLBB_SLOW: OrderTarget = { productId: 1, delivery: ['User ID:12345678', 'Zone ID:2001'] };
/** Poppo Live, which asks for a contact email after payment. */
const POPPO_AFTER_PAY: OrderTarget = { productId: 7, delivery: ['Poppo ID:88001234'] };
/** Accounts the sandbox publisher asks identity checks of (store-api's sandboxPublisher.ts). */
const GENSHIN_REAL_NAME: OrderTarget = { productId: 2, delivery: ['UID:800000001', 'Server:os_usa'] };
const HONKAI_WIDGET: OrderTarget = { productId: 5, delivery: ['UID:700000001', 'Server:prod_official_asia'] };
const MLBB_SPOT_CHECK: OrderTarget = { productId: 1, delivery: ['User ID:11112222', 'Zone ID:3001'] };

const accountArea = (page: Page) => page.locator('[data-remote="account"]');

/** The shell's login popup, opened from the header. */
async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
}

async function openAccountOption(page: Page, option: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account options' }).click();
  await banner.getByRole('button', { name: option }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // Logging out forgets the seen home popups: they show again.
  await closeHomePopups(page);
}

test('the flows together make every call of the store API', () => {
  const made = new Set(Object.values(FLOWS).flatMap(allOf));
  expect(SPEC_CALLS.filter((call) => !made.has(call))).toEqual([]);
});

test('a guest browses the catalogue, a game’s page and its reviews', async ({ page, baseURL }) => {
  const flow = GUEST_BROWSES;
  const calls = await startAt(page, baseURL);
  await calls.expectStep(flow.start);
  const banner = page.getByRole('banner');

  await banner.getByRole('button', { name: /^Categories/ }).click();
  await calls.expectStep(flow.categories);
  await banner.getByRole('link', { name: 'RPG' }).click();
  await expect(page).toHaveURL(/\/classify\?id=/);
  await calls.expectStep(flow.category);

  await banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await calls.expectStep(flow.home);
  await page.getByRole('main').getByRole('link', { name: 'Top up Mobile Legends' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends' })).toBeVisible();
  await page.getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await calls.expectStep(flow.topUp);

  await page.getByLabel('User ID').fill('12345678');
  await page.getByLabel('Zone ID').fill('2001');
  await expect(page.getByText('Account found: DemoLegend')).toBeVisible();
  await calls.expectStep(flow.accountLookup);

  await page.getByRole('link', { name: 'See all reviews' }).click();
  await expect(page).toHaveURL(/\/review\/P1001$/);
  await calls.expectStep(flow.allReviews);
  await page.goBack();
  await page.getByRole('link', { name: 'Product details' }).click();
  await calls.expectStep(flow.productDetails);

  calls.expectMade(allOf(flow));
});

test('a guest finds the account on every game’s page that looks one up', async ({ page, baseURL }) => {
  test.slow(); // seven pages, each waiting for its lookup
  const flow = GUEST_LOOKS_UP_ACCOUNTS;
  const calls = await startAt(page, baseURL);
  const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  for (const game of GAMES) {
    await mainNav.getByRole('link', { name: 'Top-up' }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: `Top up ${game.name}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    for (const [label, value] of Object.entries(game.account)) await page.getByLabel(label).fill(value);
    if ('server' in game) await page.getByLabel('Server').selectOption(game.server);
    await expect(page.getByText(`Account found: ${game.nickname}`)).toBeVisible();
    if (game.name === 'Poppo Live') {
      await expect(page.getByText('After payment we will ask you for: Contact email.')).toBeVisible();
      await calls.expectStep([game.call, ...flow.afterPay]);
    } else await calls.expectStep([game.call]);
  }
  calls.expectMade(allOf(flow));
});

test('a shopper signs up by email, adds a phone, changes and resets the password, logs in', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // codes through the sandbox outbox, one after another
  const flow = EMAIL_MEMBER_SIGNS_IN;
  const email = `calls-${uniqueSuffix()}@topup.test`;
  const phone = `555${uniqueSuffix().slice(-7)}`;
  const calls = await startAt(page, baseURL);

  let dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await calls.expectStep(flow.registerCode);
  const registrationCode = await latestCode(request, email);
  await dialog.getByLabel('Verification code').fill(registrationCode);
  await dialog.getByLabel('Password').fill('First1234!');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await calls.expectStep(flow.register);

  await openAccountOption(page, 'Add your phone number');
  dialog = page.getByRole('dialog', { name: 'Add your phone number' });
  await expect(dialog.getByLabel('Country code')).toHaveValue('+1');
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await latestCode(request, `+1${phone}`));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your phone number was added.')).toBeVisible();
  await calls.expectStep(flow.bindPhone);

  await openAccountOption(page, 'Change password');
  dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('Current password').fill('First1234!');
  await dialog.getByLabel('New password').fill('Second1234!');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await calls.expectStep(flow.changePassword);

  await logOut(page);
  await calls.expectStep(flow.logOut);

  dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog
    .getByLabel('Verification code')
    .fill(await latestCode(request, email, { besides: registrationCode }));
  await dialog.getByLabel('New password').fill('Third1234!');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed. Please log in.')).toBeVisible();
  await calls.expectStep(flow.resetByEmail);

  dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Third1234!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await calls.expectStep(flow.logIn);

  calls.expectMade(allOf(flow));
});

test('a shopper signs up by phone, adds an email, resets the password by phone, logs in by code and by a third party', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // codes through the sandbox outbox, one after another
  const flow = PHONE_MEMBER_SIGNS_IN;
  const phone = `555${uniqueSuffix().slice(-7)}`;
  const email = `bound-${phone}@topup.test`;
  const calls = await startAt(page, baseURL);

  let dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await expect(dialog.getByLabel('Country code')).toHaveValue('+1');
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const registrationCode = await latestCode(request, `+1${phone}`);
  await dialog.getByLabel('Verification code').fill(registrationCode);
  await dialog.getByLabel('Password').fill('Phone1234!');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await calls.expectStep(flow.register);

  // A new member without an email address is asked for one.
  dialog = page.getByRole('dialog', { name: 'Add your email' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await latestCode(request, email));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your email address was added.')).toBeVisible();
  await calls.expectStep(flow.bindEmail);
  await logOut(page);

  dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const resetCode = await latestCode(request, `+1${phone}`, { besides: registrationCode });
  await dialog.getByLabel('Verification code').fill(resetCode);
  await dialog.getByLabel('New password').fill('ByPhone1234!');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed. Please log in.')).toBeVisible();
  await calls.expectStep(flow.resetByPhone);

  dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Phone' }).click();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog
    .getByLabel('Verification code')
    .fill(await latestCode(request, `+1${phone}`, { besides: resetCode }));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await calls.expectStep(flow.logInByCode);
  await logOut(page);

  dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
  await page.getByRole('link', { name: /Continue as Google Player/ }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Account of Google Player/ }),
  ).toBeVisible();
  await calls.expectStep(flow.thirdParty);

  calls.expectMade(allOf(flow));
});

test('a member claims and redeems coupons, buys, finds, cancels and deletes the order, and reads the coupons', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // a purchase, then the account's order and coupon pages
  const flow = MEMBER_SHOPS;
  const shopper = await registerShopper(request, 'buyer');
  await startLoggedIn(page, shopper);
  const calls = await startAt(page, baseURL);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Account of buyer/ })).toBeVisible();
  await calls.expectStep(flow.start);

  await banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top-up' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Top up Genshin Impact' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Genshin Impact' })).toBeVisible();
  await calls.expectStep(flow.topUp);
  await page.getByRole('button', { name: 'Claim GENSHIN3' }).click();
  await expect(page.getByText('Coupon claimed. It is ready to use.')).toBeVisible();
  await calls.expectStep(flow.claim);
  await page.getByRole('textbox', { name: 'Promo code' }).fill('save2');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText(/^Code redeemed: .+ is in your coupons\.$/)).toBeVisible();
  await calls.expectStep(flow.promoCode);

  await page.getByLabel('UID').fill('812345678');
  await page.getByLabel('Server').selectOption('os_asia');
  await expect(page.getByText('Account found: Traveler')).toBeVisible();
  await page.getByRole('radio', { name: /^60 Genesis Crystals/ }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const created = page.waitForResponse(
    (response) => response.url().includes('/homs/order/v2') && response.request().method() === 'POST',
  );
  await page
    .getByRole('dialog', { name: 'Confirm your order' })
    .getByRole('button', { name: 'Confirm and pay' })
    .click();
  const { orderSn } = ((await (await created).json()) as { data: { orderSn: string } }).data;
  const payment = page.getByRole('dialog', { name: 'Choose a payment method' });
  await expect(payment).toBeVisible();
  await calls.expectStep(flow.buy);
  await payment.getByRole('button', { name: 'Close' }).first().click();
  await expect(payment).toBeHidden();

  await banner.getByRole('link', { name: /^Account of buyer/ }).click();
  const account = page.locator('[data-remote="account"]');
  await account.getByRole('tab', { name: 'Orders' }).click();
  const card = account.getByRole('article').filter({ hasText: orderSn });
  await expect(card).toBeVisible();
  await calls.expectStep(flow.orders);
  await account.getByLabel('Search orders').fill(orderSn);
  await account.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(account.getByText(`Orders matching “${orderSn}”`)).toBeVisible();
  await calls.expectStep(flow.search);

  await card.getByRole('button', { name: `Cancel order ${orderSn}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel the order' })
    .click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await calls.expectStep(flow.cancel);
  await card.getByRole('button', { name: `Delete order ${orderSn}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this order?' })
    .getByRole('button', { name: 'Yes, delete the order' })
    .click();
  await expect(card).toHaveCount(0);
  await calls.expectStep(flow.remove);

  await account.getByRole('tab', { name: 'Coupons' }).click();
  await expect(account.getByRole('list', { name: 'Available' })).toContainText('GENSHIN3');
  await calls.expectStep(flow.coupons);

  calls.expectMade(allOf(flow));
});

test('a member urges a delivery, sends the details asked after payment, reviews a delivered order and likes a review', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // three paid orders, one delivered first
  const flow = MEMBER_FOLLOWS_ORDERS;
  const shopper = await registerShopper(request, 'follower');
  const delivered = await createOrder(request, shopper, PUBG_DELIVERED);
  await payOrder(request, shopper, delivered);
  const slow = await createOrder(request, shopper, MLBB_SLOW);
  await payOrder(request, shopper, slow);
  const afterPay = await createOrder(request, shopper, POPPO_AFTER_PAY);
  await payOrder(request, shopper, afterPay);
  await waitForOrderStatus(request, shopper, delivered, ORDER_FINISHED);
  await startLoggedIn(page, shopper);
  const calls = await startAt(page, baseURL);
  const banner = page.getByRole('banner');
  const account = accountArea(page);
  const card = (sn: string) => account.getByRole('article').filter({ hasText: sn });

  await banner.getByRole('link', { name: /^Account of follower/ }).click();
  await account.getByRole('tab', { name: 'Orders' }).click();
  await expect(card(delivered.orderSn)).toBeVisible();
  await calls.expectStep(flow.orders);

  await card(slow.orderSn)
    .getByRole('button', { name: `Hurry up delivery of order ${slow.orderSn}` })
    .click();
  await expect(page.getByText('We have asked the team to hurry up your delivery.')).toBeVisible();
  await calls.expectStep(flow.urge);

  await card(afterPay.orderSn)
    .getByRole('button', { name: `Fill in delivery details for order ${afterPay.orderSn}` })
    .click();
  const details = page.getByRole('dialog', { name: `Delivery details for order ${afterPay.orderSn}` });
  await calls.expectStep(flow.deliveryForm);
  await details.getByLabel('Contact email').fill('fan@topup.test');
  await details.getByRole('button', { name: 'Send details' }).click();
  await expect(page.getByText('Thank you, your delivery details were sent.')).toBeVisible();
  await calls.expectStep(flow.deliverySent);

  await card(delivered.orderSn)
    .getByRole('button', { name: `Write a review for order ${delivered.orderSn}` })
    .click();
  const review = page.getByRole('dialog', { name: 'Write a review' });
  await expect(review).toBeVisible();
  await calls.expectStep(flow.reviewForm);
  await review.getByRole('radio', { name: '5 stars' }).check();
  await review.getByLabel('Your review').fill('The UC arrived in a minute.');
  await review.getByLabel('Pictures (optional)').setInputFiles(tinyPng('receipt.png'));
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review).toBeHidden();
  await calls.expectStep(flow.reviewSent);

  await banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top-up' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Top up Genshin Impact' }).first().click();
  await page.getByRole('link', { name: 'See all reviews' }).click();
  const first = page.getByRole('region', { name: 'Shopper reviews' }).getByRole('article').first();
  await first.getByRole('button', { name: /^Helpful/ }).click();
  await expect(first.getByRole('button', { name: /^You found this helpful/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await calls.expectStep(flow.like);

  calls.expectMade(allOf(flow));
});

test('a member passes a real-name upload, the identity widget and a spot check', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow(); // three paid orders the publisher asks checks of
  const flow = MEMBER_VERIFIES;
  const shopper = await registerShopper(request, 'checked');
  const waiting = [
    { target: GENSHIN_REAL_NAME, checks: { realname: 'idcard,photo', spotcheck: '' } },
    { target: HONKAI_WIDGET, checks: { realname: 'sumsub', spotcheck: '' } },
    { target: MLBB_SPOT_CHECK, checks: { realname: '', spotcheck: 'selfie' } },
  ];
  const orders = [];
  for (const { target } of waiting) {
    const order = await createOrder(request, shopper, target);
    await payOrder(request, shopper, order);
    orders.push(order);
  }
  await Promise.all(
    orders.map((order, index) =>
      waitForChecks(request, shopper, order, waiting[index]?.checks ?? { realname: '', spotcheck: '' }),
    ),
  );
  const [realName = '', widget = '', spotCheck = ''] = orders.map((order) => order.orderSn);
  await startLoggedIn(page, shopper);
  const calls = await startAt(page, baseURL);

  // The check of the current order is offered once; later, the header's tip leads to it.
  const auth = page.getByRole('dialog', { name: 'Verify your identity', exact: true });
  await expect(auth).toContainText(realName);
  await auth.getByRole('button', { name: 'Later' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Verify your identity' }).click();
  const upload = page.getByRole('dialog', { name: `Identity verification for order ${realName}` });
  await upload.getByLabel('Full legal name').fill('Wang Xiaoming');
  await upload.getByLabel('ID card number').fill('11010519491231002X');
  await upload.getByLabel('Photos of your ID card').setInputFiles(tinyPng());
  await upload.getByRole('button', { name: 'Send for verification' }).click();
  await expect(upload).toBeHidden();
  await calls.expectStep(flow.realname);

  const next = page.getByRole('dialog', { name: 'Verify your identity', exact: true });
  await expect(next).toContainText(widget);
  await next.getByRole('button', { name: 'Verify now' }).click();
  const identity = page.getByRole('dialog', { name: 'Identity verification', exact: true });
  await identity.getByRole('button', { name: 'Approve (GREEN)' }).click();
  await expect(identity).toBeHidden();
  await calls.expectStep(flow.widget);

  const photos = page.getByRole('dialog', { name: `Identity verification for order ${spotCheck}` });
  await photos.getByLabel('Spot-check photos (you holding your ID card)').setInputFiles(tinyPng());
  await photos.getByRole('button', { name: 'Send for verification' }).click();
  await expect(photos).toBeHidden();
  await calls.expectStep(flow.spotcheck);

  calls.expectMade(allOf(flow));
});

test('a guest sends a partner enquiry and feedback, each past the security check', async ({
  page,
  baseURL,
}) => {
  const flow = GUEST_WRITES_TO_US;
  const calls = await startAt(page, baseURL);

  const partner = page.getByRole('region', { name: 'Partner with us' });
  await partner.getByLabel('Your name').fill('Mei Lin');
  await partner.getByLabel('Email').fill(`partner-${uniqueSuffix()}@studio.test`);
  await chooseOption(partner.getByRole('combobox', { name: 'Country or region' }), 'taiwan', 'Taiwan');
  await partner
    .getByLabel('Your enquiry')
    .fill('We publish two mobile games and would like to sell top-ups.');
  await partner.getByRole('button', { name: 'Send enquiry' }).click();
  await answerCaptcha(page, 'pass');
  await expect(partner.getByRole('status')).toContainText('Thank you, your enquiry has been sent.');
  await calls.expectStep(flow.partner);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  const feedback = page.getByRole('region', { name: 'Send us feedback' });
  await feedback.getByLabel('Topic').selectOption({ label: 'A suggestion' });
  await feedback.getByLabel('Your message').fill('A search for games in the header would help.');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await answerCaptcha(page, 'pass');
  await expect(feedback.getByRole('status')).toHaveText('Thank you, your feedback has been sent.');
  await calls.expectStep(flow.feedback);

  calls.expectMade(allOf(flow));
});

test('a visit from a campaign link is told to the tracker; a failing script is logged; a new build is watched for', async ({
  page,
  baseURL,
}) => {
  const flow = PAGE_REPORTS;
  // The page's own clock, moved on by the test: the idle callback, the log's batch and the build poll.
  await page.clock.install();
  const calls = await startAt(page, baseURL, '/about?utm_source=spec-calls&utm_medium=e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.clock.runFor(2_000);
  await calls.expectStep(flow.campaign);

  // A promise of the page's scripts fails and nobody handles it.
  await page.evaluate(() => {
    void Promise.reject(new Error('spec-calls: a failing script'));
  });
  await page.clock.runFor(LOG_FLUSH_INTERVAL_MS + 1_000);
  await calls.expectStep(flow.errorLog);

  await page.clock.runFor(BUILD_POLL_INTERVAL_MS);
  await calls.expectStep(flow.buildCheck);

  calls.expectMade(allOf(flow));
});
