import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';

interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

const CODE = /\b(\d{6})\b/;

/**
 * The newest auth code sent to a recipient (email address or full phone number such as +15550100),
 * read from store-api's sandbox outbox through the shell's /api proxy.
 */
export async function latestCode(
  request: APIRequestContext,
  recipient: string,
  /** A code this recipient was sent before: wait until a newer one arrives (a second send races the read). */
  options: { besides?: string } = {},
): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await request.get('/api/sandbox/outbox');
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: OutboxMessage[] };
    const message = data.find((entry) => entry.recipient === recipient);
    const found = message ? CODE.exec(message.body) : null;
    expect(found, `a code sent to ${recipient}`).not.toBeNull();
    expect(found?.[1], `a code newer than ${options.besides ?? '-'}`).not.toBe(options.besides);
    code = found?.[1] ?? '';
  }).toPass();
  return code;
}

/** A fresh address or number per test: the suite shares one database. */
export function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Asks store-api to email a registration code, as a shopper on a network of their own: straight to
 * store-api, which believes the address a local caller names (store-api/src/http/trustedProxies.ts).
 * Through the shell's proxy every test would be 127.0.0.1, and the suite's many new members would
 * meet the per-network limit on code requests (CODE_REQUESTS_PER_CLIENT) meant for one stranger.
 */
export async function requestRegisterCode(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(
    `http://127.0.0.1:${E2E_PORTS.STORE_API_PORT}/sso/email/register/authcode`,
    { data: { email }, headers: { 'x-forwarded-for': ownNetworkAddress() } },
  );
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(200);
}

/** The same for an SMS code to a phone number (`purpose` as store-api's phone code call takes it). */
export async function requestPhoneCode(
  request: APIRequestContext,
  phone: { prefix: string; phone: string },
  purpose: 'login' | 'register' | 'reset' | 'bind',
): Promise<void> {
  const response = await request.post(
    `http://127.0.0.1:${E2E_PORTS.STORE_API_PORT}/sso/login/v2/phone/authcode`,
    { data: { ...phone, purpose }, headers: { 'x-forwarded-for': ownNetworkAddress() } },
  );
  const body = (await response.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(200);
}

/** An address in 198.18.0.0/15, the range set aside for tests (RFC 2544). */
function ownNetworkAddress(): string {
  const pick = (size: number) => Math.floor(Math.random() * size);
  return `198.${18 + pick(2)}.${pick(256)}.${1 + pick(254)}`;
}
