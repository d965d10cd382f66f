import type { Page } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';

export const REMOTE_ORIGINS = {
  storefront: `http://localhost:${E2E_PORTS.STOREFRONT_PORT}`,
  account: `http://localhost:${E2E_PORTS.ACCOUNT_PORT}`,
  checkout: `http://localhost:${E2E_PORTS.CHECKOUT_PORT}`,
  content: `http://localhost:${E2E_PORTS.CONTENT_PORT}`,
} as const;

export type RemoteName = keyof typeof REMOTE_ORIGINS;

/** The browser sees the remote's server as down: every request to its origin is refused. */
export async function takeRemoteDown(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}
