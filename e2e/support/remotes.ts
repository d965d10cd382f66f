import type { Page } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';

export const REMOTE_ORIGINS = {
  storefront: `http://localhost:${E2E_PORTS.STOREFRONT_PORT}`,
  account: `http://localhost:${E2E_PORTS.ACCOUNT_PORT}`,
  checkout: `http://localhost:${E2E_PORTS.CHECKOUT_PORT}`,
  content: `http://localhost:${E2E_PORTS.CONTENT_PORT}`,
} as const;

export type RemoteName = keyof typeof REMOTE_ORIGINS;

/** One page of each remote, and another remote's page that must keep working while it fails. */
export interface RemoteArea {
  remote: RemoteName;
  path: string;
  heading: string;
  /** Another remote's page that must keep working meanwhile. */
  other: { path: string; heading: string };
}

export const REMOTE_AREAS: readonly RemoteArea[] = [
  {
    remote: 'storefront',
    path: '/',
    heading: 'Top up your games and live apps',
    other: { path: '/blog', heading: 'Blog' },
  },
  { remote: 'account', path: '/user', heading: 'My account', other: { path: '/blog', heading: 'Blog' } },
  {
    remote: 'checkout',
    path: '/order/detail?oid=1',
    heading: 'Order details',
    other: { path: '/', heading: 'Top up your games and live apps' },
  },
  {
    remote: 'content',
    path: '/blog',
    heading: 'Blog',
    other: { path: '/', heading: 'Top up your games and live apps' },
  },
];

/** The browser sees the remote's server as down: every request to its origin is refused. */
export async function takeRemoteDown(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}
