import { expect, type APIRequestContext } from '@playwright/test';

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
