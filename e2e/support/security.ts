// Helpers of the security suites: CSP-violation capture, and script-bearing payloads with a flag they
// would set.
import { expect, type Page } from '@playwright/test';

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
