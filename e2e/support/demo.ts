import { expect, type Page } from '@playwright/test';
import {
  DEMO_MEMBER_EMAIL,
  DEMO_MEMBER_NICKNAME,
  DEMO_MEMBER_PASSWORD,
} from '../../store-api/src/db/seed/demoMember';

export const demo = {
  email: DEMO_MEMBER_EMAIL,
  password: DEMO_MEMBER_PASSWORD,
  nickname: DEMO_MEMBER_NICKNAME,
};

/** Logs in through the shell's header and login popup, as a shopper would (English). */
export async function logInFromHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(demo.email);
  await dialog.getByLabel('Password').fill(demo.password);
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
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
