// Helpers of the security and fault suites: CSP-violation capture, script-bearing payloads with a flag
// they would set, and store-api calls that put data in place as a shopper's browser would.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, requestRegisterCode } from './outbox';

/** The window property every payload sets if it ever runs. */
export const XSS_FLAG = '__xssRan';

/** Script-bearing strings: HTML injection, attribute breaking, URL schemes, template injection. */
export const SCRIPT_PAYLOADS: readonly string[] = [
  `<img src=x onerror="window.${XSS_FLAG}=1">`,
  `"><svg onload="window.${XSS_FLAG}=1">`,
  `'><script>window.${XSS_FLAG}=1</script>`,
  `<iframe srcdoc="<script>parent.${XSS_FLAG}=1</script>"></iframe>`,
  `javascript:window.${XSS_FLAG}=1`,
  `<a href="javascript:window.${XSS_FLAG}=1">x</a>`,
  `{{constructor.constructor('window.${XSS_FLAG}=1')()}}`,
];

export interface CspWatch {
  /** Violations seen so far: the event's directive and blocked URI, or the console text. */
  violations(): Promise<string[]>;
}

/**
 * Collects Content-Security-Policy violations of the page from the `securitypolicyviolation` event (set
 * up before any page script) and from console reports.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    async violations() {
      const fromEvents = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      return [...fromEvents, ...fromConsole];
    },
  };
}

/** No payload ran: the flag is unset (checked after the page settled). */
export async function expectNoScriptRan(page: Page): Promise<void> {
  // Let pending error/load events of injected elements fire first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(
    await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
  ).toBeUndefined();
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A store-api call through the shell's /api proxy, as the page makes it. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<Envelope<T>> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  return (await response.json()) as Envelope<T>;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await api<{ token: string }>(request, 'POST', '/sso/email/login', {
    data: { email, password },
  });
  if (answer.code !== 200) throw new Error(`login ${email}: ${answer.message}`);
  return answer.data.token;
}

/** Registers a new member through the real calls (code from the sandbox outbox); returns the token. */
export async function registerMember(
  request: APIRequestContext,
  email: string,
  password: string,
  nickname: string,
): Promise<string> {
  await requestRegisterCode(request, email);
  const code = await latestCode(request, email);
  const answer = await api<{ token: string }>(request, 'POST', '/sso/email/register', {
    data: { email, authCode: code, password, nickname },
  });
  if (answer.code !== 200) throw new Error(`register ${email}: ${answer.message}`);
  return answer.data.token;
}

/** Starts the page logged in with a token, in the storage shape shared-lib's UserStore reads. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.localStorage.getItem('user-token')) return;
    window.localStorage.setItem('user-token', JSON.stringify({ value, expires: 4_102_444_800_000 }));
  }, `Bearer ${token}`);
}

/** A unique address per test run, so reruns against one database never collide. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@topup.test`;
