// End-to-end tests against the assembled production build: `npm run serve` on test ports with a
// fresh database, driven in Debian's Chromium.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';
import { seedPopups } from './store-api/src/db/seed/siteData';
import { POPUPS_KEY_PREFIX } from '@topup/shared-lib/rules';

/**
 * Test ports differ from `npm start`'s, so the suite runs beside a running store; E2E_PORT_BASE
 * moves them (and the database) so two checkouts can run their suites side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4000);
export const E2E_PORTS = {
  SHELL_PORT: PORT_BASE,
  STOREFRONT_PORT: PORT_BASE + 1,
  ACCOUNT_PORT: PORT_BASE + 2,
  CHECKOUT_PORT: PORT_BASE + 3,
  CONTENT_PORT: PORT_BASE + 4,
  STORE_API_PORT: PORT_BASE + 100,
};

const baseURL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

/** The database file the suite's store-api runs on (a spec may change the catalogue in it). */
export const E2E_STORE_DB = path.join(os.tmpdir(), `topup-e2e-${PORT_BASE}`, 'store.db');

const stored = (name: string, value: unknown) => ({
  name,
  value: JSON.stringify({ value, expires: 4_102_444_800_000 }),
});

/** The cookie the store keeps beside a stored answer to the cookie question (for its server's render). */
const COOKIE_CHOICE = {
  name: 'cookie_status',
  value: 'accepted',
  domain: new URL(baseURL).hostname,
  path: '/',
  expires: 4_102_444_800,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};

/**
 * Shoppers in the suite have already answered the cookie banner and seen the seeded home popups
 * (the storage shape of shared-lib's writeStored, and the cookie the store keeps beside the answer).
 * FIRST_VISIT has answered the banner only, so the home popups show; the cookie banner's own spec
 * starts with empty storage.
 */
export const FIRST_VISIT = {
  cookies: [COOKIE_CHOICE],
  origins: [{ origin: baseURL, localStorage: [stored('cookie-status', 'accepted')] }],
};

export const COOKIES_ACCEPTED = {
  cookies: [COOKIE_CHOICE],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        stored('cookie-status', 'accepted'),
        ...seedPopups.map((popup) => stored(`${POPUPS_KEY_PREFIX}${popup.id}`, true)),
      ],
    },
  ],
};

/** A shopper who has seen the home popups but not yet answered the cookie banner: it shows on every page. */
export const COOKIE_BANNER_SHOWN = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: seedPopups.map((popup) => stored(`${POPUPS_KEY_PREFIX}${popup.id}`, true)),
    },
  ],
};

const TRACE_MODES = ['off', 'on', 'retain-on-failure'] as const;
const traceMode = (asked: string | undefined): (typeof TRACE_MODES)[number] =>
  TRACE_MODES.find((mode) => mode === asked) ?? 'off';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    storageState: COOKIES_ACCEPTED,
    // Recording a trace costs every test about a sixth of its time, kept or not, so the suite records
    // none; E2E_TRACE=retain-on-failure (or on) records them while a failure is being looked into. A
    // failing test always leaves its screenshot.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /dev-server\.spec\.ts/ },
    // `npm run dev` compiles five dev servers: it runs once the production suite is done, not beside it.
    {
      name: 'development',
      use: { browserName: 'chromium' },
      testMatch: /dev-server\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts --reset-db',
    url: `${baseURL}/runtime-config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      ...Object.fromEntries(Object.entries(E2E_PORTS).map(([name, port]) => [name, String(port)])),
      STORE_DB: E2E_STORE_DB,
      // The demo profile, whatever the calling shell exported: the suite pays and verifies in the sandboxes.
      STORE_SANDBOXES: 'on',
      // The sandbox publisher answers a paid order, and the payment sandbox settles a pending payment,
      // after 3 s (store-api/src/delivery/sandboxPublisher.ts: which accounts fail, are checked or slow).
      STORE_DELIVERY_SECONDS: '3',
      STORE_PAYMENT_PENDING_SECONDS: '3',
      // The servers' JSON request logs would bury the suite's own report: warnings and errors only.
      LOG_LEVEL: 'warn',
    },
  },
});
