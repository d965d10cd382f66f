// The demo's stand-ins of the browser-side services (store-api's sandboxes behind /api): what they
// received, the visitor they received it for, and the captcha's challenge as a shopper answers it.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Envelope } from './storeApi';

export type ReceivingService =
  'cart-tracking' | 'tracker-logs' | 'tracker-metrics' | 'chat' | 'tag-manager' | 'captcha';

export interface ReceivedCall<Body> {
  id: number;
  service: ReceivingService;
  receivedAt: string;
  body: Body;
}

/**
 * What a stand-in received from one visitor's browser, newest first: the stand-ins list a browser its own
 * calls only, by its uid cookie, so the test asks as that browser.
 */
export async function receivedBy<Body = Record<string, unknown>>(
  request: APIRequestContext,
  service: ReceivingService,
  uid: string,
): Promise<Body[]> {
  const response = await request.get(`/api/sandbox/received?${new URLSearchParams({ service })}`, {
    headers: { cookie: `uid=${uid}` },
  });
  const body = (await response.json()) as Envelope<ReceivedCall<Body>[]>;
  expect(body.code, body.message).toBe(200);
  return body.data.map((call) => call.body);
}

/** The visitor's uid cookie, once the page has written it. */
export async function visitorUid(context: BrowserContext): Promise<string> {
  let uid = '';
  await expect(async () => {
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'uid');
    expect(cookie?.value, 'the uid cookie').toMatch(/^[0-9a-f]{32}$/);
    uid = cookie?.value ?? '';
  }).toPass();
  return uid;
}

const CAPTCHA_TEXT = {
  en: { title: 'Security check', pass: 'I am not a robot', close: 'Cancel' },
  'zh-TW': { title: '安全驗證', pass: '我不是機器人', close: '取消' },
} as const;

/** Answers the captcha sandbox's challenge: passes it, or closes it (the check then fails). */
export async function answerCaptcha(
  page: Page,
  answer: 'pass' | 'close',
  language: keyof typeof CAPTCHA_TEXT = 'en',
): Promise<void> {
  const text = CAPTCHA_TEXT[language];
  const challenge = page.getByRole('dialog', { name: text.title });
  await challenge.getByRole('button', { name: text[answer] }).click();
  await expect(challenge).toBeHidden();
}
