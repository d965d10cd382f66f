// A new shopper on a phone, from home to a paid order: the only things typed are the game account id,
// the e-mail address and the code sent to it (the one-step sign-in makes the account), and every tap is
// counted, the tap into the account id field too (the e-mail and code fields get focus by themselves).
// Peer stores (Codashop: id, pack, payment method, e-mail, buy) take about as many. The shopper has
// answered the cookie banner and seen the home popups, as every shopper of the suite has.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { latestCode, uniqueSuffix } from './support/outbox';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The most taps from home to a paid order. */
const MAX_TAPS = 8;

/** A seeded game whose account is one id, with an id its lookup resolves (store-api README). */
const GAME = { name: 'PUBG Mobile', accountId: '5123498760' };

/** Every tap the shopper makes goes through `tap`, which counts it. */
class TapCounter {
  count = 0;
  readonly taps: string[] = [];

  async tap(target: Locator, what: string): Promise<void> {
    await target.tap();
    this.count += 1;
    this.taps.push(what);
  }
}

interface Words {
  path: string;
  game: RegExp;
  accountLabel: string;
  accountFound: string;
  pack: RegExp;
  buy: string;
  login: string;
  reason: string;
  email: string;
  sendCode: string;
  code: string;
  continue: string;
  confirm: string;
  confirmButton: string;
  payments: string;
  method: RegExp;
  payingWith: string;
  pay: string;
  paid: string;
}

const EN: Words = {
  path: '/',
  game: new RegExp(`^Top up ${GAME.name}`),
  accountLabel: 'Player ID',
  accountFound: 'Account found: ChickenDinner',
  pack: /^660 UC/,
  buy: 'Buy now',
  login: 'Log in',
  reason: 'Log in to finish your order',
  email: 'Email',
  sendCode: 'Send code',
  code: 'Verification code',
  continue: 'Continue',
  confirm: 'Confirm your order',
  confirmButton: 'Confirm and pay',
  payments: 'Choose a payment method',
  method: /^Credit or debit card/,
  payingWith: 'Paying with Credit or debit card',
  pay: 'Pay now',
  paid: 'Payment successful',
};

const ZH: Words = {
  path: '/zh-TW',
  game: /^儲值 絕地求生M/,
  accountLabel: '玩家 ID',
  accountFound: '已找到帳號：ChickenDinner',
  pack: /^660 UC/,
  buy: '立即購買',
  login: '登入',
  reason: '登入以完成訂單',
  email: '電子郵件',
  sendCode: '發送驗證碼',
  code: '驗證碼',
  continue: '繼續',
  confirm: '確認訂單',
  confirmButton: '確認並付款',
  payments: '選擇付款方式',
  method: /^信用卡或金融卡/,
  payingWith: '付款方式：信用卡或金融卡',
  pay: '立即付款',
  paid: '付款成功',
};

async function homeToPaidOrder(page: Page, request: Parameters<typeof latestCode>[0], words: Words) {
  const taps = new TapCounter();
  const email = `new${uniqueSuffix()}@example.com`;
  await page.goto(words.path);
  await untilHydrated(page);

  await taps.tap(page.getByRole('link', { name: words.game }).first(), 'the game on home');
  // On a phone the field takes a tap before typing.
  await taps.tap(page.getByLabel(words.accountLabel), 'the account id field');
  await page.keyboard.type(GAME.accountId);
  await taps.tap(page.getByRole('radio', { name: words.pack }), 'the pack');
  // The shopper sees their account found before buying (the page asks for it otherwise).
  await expect(page.getByText(words.accountFound)).toBeVisible();
  await taps.tap(page.getByRole('button', { name: words.buy, exact: true }), 'Buy now');

  const login = page.getByRole('dialog', { name: words.login, exact: true });
  await expect(login).toContainText(words.reason);
  // The e-mail field has focus: the shopper types at once.
  await expect(login.getByLabel(words.email, { exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await taps.tap(login.getByRole('button', { name: words.sendCode }), 'Send code');
  // The code field has focus once the code is sent.
  await expect(login.getByLabel(words.code)).toBeFocused();
  // The whole code signs in by itself (Continue is there for a shopper who wants it).
  await expect(login.getByRole('button', { name: words.continue, exact: true })).toBeVisible();
  await page.keyboard.type(await latestCode(request, email));
  await expect(login).toBeHidden();

  // The purchase goes on by itself: nothing typed again.
  const confirm = page.getByRole('dialog', { name: words.confirm });
  await expect(confirm).toContainText(GAME.accountId);
  await taps.tap(confirm.getByRole('button', { name: words.confirmButton }), 'Confirm and pay');

  const payments = page.getByRole('dialog', { name: words.payments });
  await taps.tap(payments.getByRole('button', { name: words.method }), 'the payment method');
  const form = payments.getByRole('region', { name: words.payingWith });
  await taps.tap(form.getByRole('button', { name: words.pay }), 'Pay now');

  await expect(page.getByRole('heading', { level: 1, name: words.paid })).toBeVisible();
  return { taps, email };
}

for (const [language, words] of [
  ['en', EN],
  ['zh-TW', ZH],
] as const) {
  test(`a new shopper pays for a top-up from home in at most ${MAX_TAPS} taps (${language})`, async ({
    page,
    request,
  }) => {
    test.slow(); // a sign-up, an order and a payment through the provider's page
    const { taps, email } = await homeToPaidOrder(page, request, words);
    console.log(`${language}: ${taps.count} taps: ${taps.taps.join(', ')}`);
    expect(taps.count, taps.taps.join(', ')).toBeLessThanOrEqual(MAX_TAPS);

    // The account was made without a password, and the order is paid.
    const token = await page.evaluate(() => {
      const raw = window.localStorage.getItem('user-token');
      return raw ? (JSON.parse(raw) as { value: string }).value : '';
    });
    const info = (await (
      await request.get('/api/sso/info/ex/refresh', { headers: { Authorization: token } })
    ).json()) as {
      data: { email: string; hasPassword: boolean };
    };
    expect(info.data).toMatchObject({ email, hasPassword: false });
    const paid = (await (
      await request.get('/api/homs/order?status=1&pageNum=1&pageSize=1', {
        headers: { Authorization: token },
      })
    ).json()) as { data: { total: number; list: { productName: string }[] } };
    expect(paid.data.total).toBe(1);
    expect(paid.data.list[0]?.productName).toBe(GAME.name);
  });
}
