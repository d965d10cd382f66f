// Text a shopper wrote, on the pages the store's server renders for the member: the nickname (the header
// of every page, the account card), the e-mail address (the account card) and an order's delivery fields
// (the order lists, and the answers every account page carries). Each holds every replacement pattern
// of String.prototype.replace and a script end; the page must arrive as one document, show the text as
// written, and hydrate.
import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE, MEMBER_RENDERED, SERVER_RENDERED_ATTRIBUTE } from 'shell/page-markers';
import { createOrder, MLBB } from './support/shopperOrders';
import { openAsMember, registerShopper, type Shopper } from './support/shoppers';

/** `` $` `` `$'` `$&` `$$`, which a string replacement expands, and the end of a script block. */
const PATTERNS = "$`$'$&$$</script>";
const NICKNAME = `Dollar${PATTERNS}`;
/** An e-mail address may hold all but the script end. */
const EMAIL_LABEL = "dollar$`$'$&$$";
const USER_ID = `1${PATTERNS}`;
const ZONE_ID = `2001$&$'`;

/** Where the member's text shows on each page the server renders for them. */
const PAGES: { path: string; shows: string[] }[] = [
  { path: '/', shows: [] },
  { path: '/top-up/mobile-legends', shows: [] },
  { path: '/blog', shows: [] },
  { path: '/user', shows: [NICKNAME, EMAIL_LABEL] },
  { path: '/user?tab=order', shows: [USER_ID, ZONE_ID] },
  { path: '/user/comp/order', shows: [USER_ID, ZONE_ID] },
  { path: '/zh-TW/user/comp/order', shows: [USER_ID, ZONE_ID] },
];

/** Text as React writes it into markup. */
const markup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

let shopper: Shopper;

test.beforeAll(async ({ request }) => {
  shopper = await registerShopper(request, EMAIL_LABEL, { nickname: NICKNAME });
  await createOrder(request, shopper, {
    ...MLBB,
    delivery: [`User ID:${USER_ID}`, `Zone ID:${ZONE_ID}`],
  });
});

/** The member signed in as a login leaves them: the token stored, the cookies the page sets from it. */
async function asTheMember(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openAsMember(page, shopper, '/about');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  return errors;
}

for (const { path, shows } of PAGES) {
  test(`${path}: the member's own text arrives as written, in one document that hydrates`, async ({
    page,
  }) => {
    const errors = await asTheMember(page);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html.match(/<!doctype/gi)).toHaveLength(1);
    expect(html).toContain(`${SERVER_RENDERED_ATTRIBUTE}="${MEMBER_RENDERED}"`);
    // Rendered by the server with the text as written, in the header and where the page shows it.
    expect(html).toContain(markup(NICKNAME));
    for (const text of shows) expect(html).toContain(markup(text));

    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
    await expect(page.getByRole('banner')).toContainText(NICKNAME);
    for (const text of shows) await expect(page.getByRole('main')).toContainText(text);
    expect(await page.locator('body').innerHTML()).not.toMatch(/<!doctype/i);
    expect(errors).toEqual([]);
  });
}
