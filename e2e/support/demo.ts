import { expect, type Page } from '@playwright/test';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_NICKNAME,
  DEMO_MEMBER_PASSWORD,
} from '../../store-api/src/db/seed/demoMember';
import { seedPopups } from '../../store-api/src/db/seed/siteData';
import { untilHydrated } from './hydration';

export const demo = {
  email: DEMO_MEMBER_EMAIL,
  password: DEMO_MEMBER_PASSWORD,
  nickname: DEMO_MEMBER_NICKNAME,
};

/**
 * Logs in through the shell's login popup, as a shopper would (English): opened from the header,
 * unless a member page has opened it already. The demo member unless another account is given.
 */
export async function logInFromHeader(
  page: Page,
  account: { email: string; password: string } = demo,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const headerButton = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  // Either the page opened the popup itself or the header offers the button: wait for one of them.
  await expect(dialog.or(headerButton).first()).toBeVisible();
  if (!(await dialog.isVisible())) {
    // A member page may open the popup over the button just now: then the popup is what we want.
    await headerButton.click({ timeout: 5_000 }).catch(async (error: unknown) => {
      if (!(await dialog.isVisible())) throw error;
    });
  }
  // The e-mail code comes first; these accounts have a password.
  await dialog.getByRole('button', { name: 'Use a password instead' }).click();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Marks the current document; a full reload loses the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

/** Client-side navigation, as a link inside the app would do (no reload). */
export async function goClientSide(page: Page, path: string): Promise<void> {
  // A move within the app: the app must have taken the server's page over (its router listens then).
  await untilHydrated(page);
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Closes the seeded home popup(s) a shopper sees on a first visit (or again after logging out,
 * which forgets them), so the test can go on with the page behind.
 */
export async function closeHomePopups(page: Page): Promise<void> {
  for (const popup of seedPopups) {
    const dialog = page.getByRole('dialog', { name: popup.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
}
