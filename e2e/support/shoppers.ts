// A fresh member per test, made through store-api's own calls (register with the code the sandbox
// outbox holds), so no test changes the seeded members other suites read, and no two tests' unpaid
// orders meet store-api's "more than 3 unpaid" rule; and a page started logged in as one.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MEMBER_SESSION_COOKIE } from '@topup/shared-lib/rules';
import { latestCode, requestPhoneCode, requestRegisterCode, uniqueSuffix } from './outbox';
import { apiData } from './storeApi';

/** Every registered shopper's; tests read it as `shopper.password`. */
const SHOPPER_PASSWORD = 'Shopper1234!';

export interface Shopper {
  email: string;
  password: string;
  /** The token as the login answers it. */
  token: string;
  /** "Bearer <token>", as the store keeps and sends it. */
  authorization: string;
}

interface LoginAnswer {
  token: string;
  tokenHead: string;
}

const shopperOf = (email: string, password: string, login: LoginAnswer): Shopper => ({
  email,
  password,
  token: login.token,
  authorization: `${login.tokenHead}${login.token}`,
});

/**
 * Registers a new member by email. The label starts the address (unique per call, so reruns on one
 * database never collide) and is the nickname unless another is given.
 */
export async function registerShopper(
  request: APIRequestContext,
  label = 'shopper',
  options: { nickname?: string; domain?: string } = {},
): Promise<Shopper> {
  const email = `${label}-${randomUUID().slice(0, 12)}@${options.domain ?? 'topup.test'}`;
  await requestRegisterCode(request, email);
  const authCode = await latestCode(request, email);
  const login = await apiData<LoginAnswer>(request, 'POST', '/sso/email/register', {
    data: { email, authCode, password: SHOPPER_PASSWORD, nickname: options.nickname ?? label },
  });
  return shopperOf(email, SHOPPER_PASSWORD, login);
}

/** A member registered by phone (no email address), with the code the sandbox outbox holds. */
export interface PhoneShopper {
  prefix: string;
  phone: string;
  password: string;
  /** The registration code: a later code to the same number differs from it. */
  registrationCode: string;
}

/** Registers a new member by phone: +1 and a number of its own. */
export async function registerPhoneShopper(request: APIRequestContext): Promise<PhoneShopper> {
  const number = { prefix: '+1', phone: `555${uniqueSuffix().slice(-7)}` };
  await requestPhoneCode(request, number, 'register');
  const registrationCode = await latestCode(request, `${number.prefix}${number.phone}`);
  await apiData<LoginAnswer>(request, 'POST', '/sso/register/phone', {
    data: { ...number, authCode: registrationCode, password: SHOPPER_PASSWORD },
  });
  return { ...number, password: SHOPPER_PASSWORD, registrationCode };
}

/** Logs in as an existing member (the seeded demo member, say). */
export async function logIn(request: APIRequestContext, email: string, password: string): Promise<Shopper> {
  const login = await apiData<LoginAnswer>(request, 'POST', '/sso/email/login', {
    data: { email, password },
  });
  return shopperOf(email, password, login);
}

/**
 * Starts the page logged in as the shopper: the token in storage, in the shape shared-lib's user
 * store keeps after a login. The first page arrives rendered for a guest (no session cookie yet), so
 * the browser, which stores a session, renders it afresh; it then sets the cookies a member carries
 * (shell/src/platform/personalView.ts), and later page loads arrive rendered for the member. A token
 * the page has stored since (a later login) is left alone.
 */
export async function startLoggedIn(page: Page, shopper: Shopper): Promise<void> {
  await page.addInitScript((authorization) => {
    if (window.localStorage.getItem('user-token')) return;
    window.localStorage.setItem(
      'user-token',
      JSON.stringify({ value: authorization, expires: 4_102_444_800_000 }),
    );
  }, shopper.authorization);
}

/**
 * Starts the page logged in as the shopper (startLoggedIn) and opens a first page, at `path`, until the
 * browser has set the member's cookies: every page loaded after it arrives rendered for the member and
 * hydrates.
 */
export async function openAsMember(page: Page, shopper: Shopper, path: string): Promise<void> {
  await startLoggedIn(page, shopper);
  await page.goto(path);
  await expect
    .poll(async () => (await page.context().cookies()).some(({ name }) => name === MEMBER_SESSION_COOKIE), {
      message: 'the page sets the member session cookie',
    })
    .toBe(true);
}
