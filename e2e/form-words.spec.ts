// Bad input in the store's forms is answered in the store's words: what the page shows after store-api
// refuses a value never names a JSON field or repeats a schema rule, in English and in Traditional
// Chinese, on a phone and a desktop; a new failure replaces the last one.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../store-api/src/db/seed/demoMember';
import { chooseOption } from './support/picker';
import { tinyPng } from './support/pictures';
import { createOrder, ORDER_FINISHED, payOrder, waitForOrderStatus } from './support/shopperOrders';
import { answerCaptcha } from './support/siteServices';
import { openAsMember, registerPhoneShopper, registerShopper, startLoggedIn } from './support/shoppers';
import { apiData } from './support/storeApi';

/** What a shopper must never read: a JSON field name or a schema rule's sentence. */
const DEVELOPER_WORDS =
  /must be|must not|invalid format|must match|should have|authCode|\bemail\b must|\b[a-z]+[A-Z]\w* is required/;

/** An address store-api refuses for its length (254 at most) that the forms' own check lets through. */
const LONG_EMAIL = `${'a'.repeat(250)}@topup.test`;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The page's words carry no developer sentence. */
async function expectStoreWords(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_WORDS);
}

/** The login popup as a member page opens it for a guest (phone and desktop alike), on its password form
 * when `usePassword` names the way there. */
async function openLogin(page: Page, path: string, title: string, usePassword?: string): Promise<Locator> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The popup opens on the e-mail code sign-in; the password form is one tap away.
  if (usePassword) await dialog.getByRole('button', { name: usePassword }).click();
  return dialog;
}

for (const viewport of [PHONE, DESKTOP]) {
  const size = viewport === PHONE ? 'phone' : 'desktop';
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test('login: a refused address is said in the store’s words and replaces the last failure', async ({
      page,
    }) => {
      const dialog = await openLogin(page, '/user', 'Log in', 'Use a password instead');
      await dialog.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
      await dialog.getByLabel('Password').fill('wrong-password');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Email or password is incorrect.');

      await dialog.getByLabel('Email').fill(LONG_EMAIL);
      await dialog.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('An e-mail address has at most 254 characters.');
      // One failure at a time: the wrong password's message is gone.
      await expect(dialog.getByText('Email or password is incorrect.')).toHaveCount(0);
      await expect(dialog.getByLabel('Email')).toHaveValue(LONG_EMAIL);
      await expectStoreWords(page);
    });

    test('login in zh-TW: the refusal is in Chinese', async ({ page }) => {
      const dialog = await openLogin(page, '/zh-TW/user', '登入', '改用密碼');
      await dialog.getByLabel('電子郵件').fill(LONG_EMAIL);
      await dialog.getByLabel('密碼').fill('x');
      await dialog.getByRole('button', { name: '登入' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('電子郵件地址最多 254 個字元。');
      await expectStoreWords(page);
    });
  });
}

test('register and reset password: a short code is said under the code field', async ({ page }) => {
  let dialog = await openLogin(page, '/user', 'Log in');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Email').fill(`words-${Date.now()}@topup.test`);
  await dialog.getByLabel('Verification code').fill('12');
  await dialog.getByLabel('Password').fill('Words1234!');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByLabel('Verification code')).toHaveAccessibleDescription(/The code is 6 digits\./);
  await expectStoreWords(page);

  await page.reload();
  dialog = await openLogin(page, '/user', 'Log in');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
  await dialog.getByLabel('Verification code').fill('12');
  await dialog.getByLabel('New password').fill('Words1234!');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog.getByLabel('Verification code')).toHaveAccessibleDescription(/The code is 6 digits\./);
  await expectStoreWords(page);
});

test('feedback and partner forms: a refused value is said under its field', async ({ page }) => {
  await page.goto('/contact');
  const feedback = page.getByRole('region', { name: 'Send us feedback' });
  await feedback.getByLabel('Topic').selectOption({ label: 'A payment' });
  await feedback.getByLabel('Your message').fill('The payment page was slow today.');
  await feedback.getByLabel('Email for our answer (optional)').fill(LONG_EMAIL);
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await answerCaptcha(page, 'pass');
  await expect(feedback.getByRole('alert').first()).toBeVisible();
  await expectStoreWords(page);

  await page.goto('/zh-TW/about');
  const partner = page.getByRole('region', { name: '成為合作夥伴' });
  await partner.getByLabel('您的姓名').fill('林美');
  await partner.getByLabel('電子郵件').fill(LONG_EMAIL);
  await chooseOption(partner.getByRole('combobox', { name: '國家或地區' }), '台', '台灣');
  await partner.getByLabel('合作內容').fill('我們發行兩款手機遊戲，想了解儲值合作。');
  await partner.getByRole('button', { name: '送出洽詢' }).click();
  await answerCaptcha(page, 'pass', 'zh-TW');
  await expect(partner.getByLabel('電子郵件')).toHaveAccessibleDescription(/電子郵件地址最多 254 個字元。/);
  await expectStoreWords(page);
});

test('sell online: a refused address is said under the email field', async ({ page }) => {
  await page.goto('/sellOnline');
  const form = page.getByRole('form', { name: 'Your offer' });
  await form.getByLabel('Game', { exact: true }).fill('Genshin Impact');
  await form.getByLabel('Item or credit', { exact: true }).fill('Primogems');
  await form.getByLabel('Amount', { exact: true }).fill('6480');
  await form.getByLabel('Asking price (USD)', { exact: true }).fill('79.99');
  await form.getByLabel('Contact email', { exact: true }).fill(LONG_EMAIL);
  await chooseOption(form.getByRole('combobox', { name: 'Country or region' }), 'Tai', 'Taiwan');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByLabel('Contact email', { exact: true })).toHaveAccessibleDescription(
    /An e-mail address has at most 254 characters\./,
  );
  await expect(form.getByLabel('Game', { exact: true })).toHaveValue('Genshin Impact');
  await expectStoreWords(page);
});

for (const language of ['en', 'zh-TW'] as const) {
  test(`promo code and game account (${language}): refusals in the store's words`, async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, 'words');
    await startLoggedIn(page, shopper);
    await page.goto(language === 'en' ? '/top-up/mobile-legends' : '/zh-TW/top-up/mobile-legends');
    await page.getByRole('radio').first().check();
    const field = page.getByRole('textbox', { name: language === 'en' ? 'Promo code' : '優惠碼' });
    await field.fill('a b');
    await field.press('Enter');
    await expect(
      page.getByRole('alert').filter({
        hasText:
          language === 'en' ? 'A promo code has letters and digits only.' : '優惠碼只包含英文字母與數字。',
      }),
    ).toBeVisible();
    await expect(field).toHaveValue('a b');
    await expectStoreWords(page);
  });
}

test('account coupons: a malformed code is refused in the store’s words', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'words');
  await startLoggedIn(page, shopper);
  await page.goto('/user/comp/coupons');
  const field = page.getByLabel('Redeem a coupon code');
  await field.fill('a b');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('A promo code has letters and digits only.')).toBeVisible();
  await expectStoreWords(page);
});

test('game account: an id with letters and spaces is answered in the store’s words', async ({ page }) => {
  await page.goto('/top-up/genshin-impact');
  // A numeric id takes digits only: the rest is left out, and the page says so.
  await page.getByLabel('UID').pressSequentially('8a b c1');
  await expect(page.getByLabel('UID')).toHaveValue('81');
  await expect(page.getByText('UID takes digits only: other characters were left out.')).toBeVisible();
  await expectStoreWords(page);
});

/** The bind-email and review forms' words, in each language. */
const WORDS = {
  en: {
    prefix: '',
    addEmail: 'Add an email address',
    bindTitle: 'Add your email',
    email: 'Email',
    code: 'Verification code',
    sendCode: 'Send code',
    confirm: 'Confirm',
    tooLong: 'An e-mail address has at most 254 characters.',
    wrongCode: 'The verification code is wrong or has expired.',
    loginTitle: 'Log in',
    continue: 'Continue',
    accountOptions: 'Account options',
    addPhone: 'Add your phone number',
    phone: 'Phone number',
    badPhone: 'Enter a valid phone number, digits only.',
    yourOrders: 'Your orders of this product',
    reviewOrder: 'Review order',
    reviewTitle: 'Write a review',
    send: 'Send review',
    required: 'This field is required.',
    fiveStars: '5 stars',
    text: 'Your review',
    pictures: 'Pictures (optional)',
    notPicture: 'Only PNG, JPEG, WebP or GIF pictures can be added.',
    tooBig: 'A picture can be at most 5 MB.',
    remove: 'Remove',
    thanks: 'Thank you! Your review has been published.',
  },
  'zh-TW': {
    prefix: '/zh-TW',
    addEmail: '綁定電子郵件',
    bindTitle: '綁定電子郵件',
    email: '電子郵件',
    code: '驗證碼',
    sendCode: '發送驗證碼',
    confirm: '確認',
    tooLong: '電子郵件地址最多 254 個字元。',
    wrongCode: '驗證碼錯誤或已過期。',
    loginTitle: '登入',
    continue: '繼續',
    accountOptions: '帳戶選項',
    addPhone: '綁定手機號碼',
    phone: '手機號碼',
    badPhone: '請輸入有效的手機號碼（僅限數字）。',
    yourOrders: '您購買此商品的訂單',
    reviewOrder: '評價訂單',
    reviewTitle: '撰寫評價',
    send: '送出評價',
    required: '此欄位為必填。',
    fiveStars: '5 星',
    text: '您的評價',
    pictures: '照片（選填）',
    notPicture: '只能加入 PNG、JPEG、WebP 或 GIF 照片。',
    tooBig: '每張照片最大 5 MB。',
    remove: '移除',
    thanks: '謝謝！您的評價已發布。',
  },
} as const;

/** Digits the form lets through that no number of the shopper's country code (+1, the US) is. */
const NO_PHONE_NUMBER = '1234';
/** A number of +1. */
const US_PHONE_NUMBER = '2025550123';

/** PUBG Mobile (seed product 4, P1004): only a player ID, delivered by the sandbox publisher. */
const PUBG_MOBILE = { productId: 4, delivery: ['Player ID:5123498761'] };

/** One byte more than a review picture may have (5 MB). */
const TOO_BIG_PICTURE = { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) };

for (const language of ['en', 'zh-TW'] as const) {
  const words = WORDS[language];

  test(`bind email (${language}): refusals in the store's words, a new one replacing the last`, async ({
    page,
    request,
  }) => {
    // A member who signed up by phone: the account centre offers to add an e-mail address.
    const member = await registerPhoneShopper(request);
    const login = await apiData<{ token: string; tokenHead: string }>(
      request,
      'POST',
      '/sso/login/phone/ex',
      {
        data: { prefix: member.prefix, phone: member.phone, password: member.password },
      },
    );
    await openAsMember(
      page,
      {
        email: '',
        password: member.password,
        token: login.token,
        authorization: `${login.tokenHead}${login.token}`,
      },
      `${words.prefix}/user/comp/info`,
    );
    await page.getByRole('button', { name: words.addEmail }).click();
    const dialog = page.getByRole('dialog', { name: words.bindTitle });

    await dialog.getByLabel(words.email).fill(LONG_EMAIL);
    await dialog.getByRole('button', { name: words.sendCode }).click();
    await expect(dialog.getByText(words.tooLong)).toBeVisible();
    await expect(dialog.getByLabel(words.email)).toHaveValue(LONG_EMAIL);
    await expectStoreWords(page);

    // An address of its own, with a code never sent: the code is refused, and the address's failure is gone.
    await dialog.getByLabel(words.email).fill(`bind-${member.phone}@topup.test`);
    await dialog.getByLabel(words.code).fill('000000');
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog.getByText(words.wrongCode)).toBeVisible();
    await expect(dialog.getByText(words.tooLong)).toHaveCount(0);
    await expectStoreWords(page);
  });

  test(`e-mail code sign-in (${language}): refusals in the store's words, a new one replacing the last`, async ({
    page,
  }) => {
    const dialog = await openLogin(page, `${words.prefix}/user`, words.loginTitle);
    await dialog.getByLabel(words.email, { exact: true }).fill(LONG_EMAIL);
    await dialog.getByRole('button', { name: words.sendCode }).click();
    await expect(dialog.getByText(words.tooLong)).toBeVisible();
    await expect(dialog.getByLabel(words.email, { exact: true })).toHaveValue(LONG_EMAIL);
    await expectStoreWords(page);

    // A code never sent to a fresh address: refused, and the address's failure is gone.
    await dialog.getByLabel(words.email, { exact: true }).fill(`signin-${Date.now()}@topup.test`);
    await dialog.getByLabel(words.code).fill('000000');
    await dialog.getByRole('button', { name: words.continue, exact: true }).click();
    await expect(dialog.getByText(words.wrongCode)).toBeVisible();
    await expect(dialog.getByText(words.tooLong)).toHaveCount(0);
    await expectStoreWords(page);
  });

  test(`bind phone (${language}): refusals in the store's words, a new one replacing the last`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(DESKTOP);
    const shopper = await registerShopper(request, 'bindphone');
    await openAsMember(page, shopper, `${words.prefix}/`);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: words.accountOptions }).click();
    await banner.getByRole('button', { name: words.addPhone }).click();
    const dialog = page.getByRole('dialog', { name: words.addPhone });

    // Digits the form lets through that are no number of the chosen country code.
    await dialog.getByLabel(words.phone).fill(NO_PHONE_NUMBER);
    await dialog.getByRole('button', { name: words.sendCode }).click();
    await expect(dialog.getByText(words.badPhone)).toBeVisible();
    await expect(dialog.getByLabel(words.phone)).toHaveValue(NO_PHONE_NUMBER);
    await expectStoreWords(page);

    await dialog.getByLabel(words.phone).fill(US_PHONE_NUMBER);
    await dialog.getByLabel(words.code).fill('000000');
    await dialog.getByRole('button', { name: words.confirm }).click();
    await expect(dialog.getByText(words.wrongCode)).toBeVisible();
    await expect(dialog.getByText(words.badPhone)).toHaveCount(0);
    await expectStoreWords(page);
  });

  test(`review (${language}): refusals in the store's words, a new one replacing the last`, async ({
    page,
    request,
  }) => {
    test.slow(); // an order paid and delivered by the sandbox first
    const reviewer = await registerShopper(request, 'words');
    const order = await createOrder(request, reviewer, PUBG_MOBILE);
    await payOrder(request, reviewer, order);
    await waitForOrderStatus(request, reviewer, order, ORDER_FINISHED);

    await openAsMember(page, reviewer, `${words.prefix}/review/P1004`);
    await page
      .getByRole('region', { name: words.yourOrders })
      .getByRole('button', { name: `${words.reviewOrder} ${order.orderSn}` })
      .click();
    const dialog = page.getByRole('dialog', { name: words.reviewTitle });

    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog.getByText(words.required)).toHaveCount(2);
    await expectStoreWords(page);

    await dialog.getByRole('radio', { name: words.fiveStars }).check();
    await dialog.getByLabel(words.text).fill('Delivered in two minutes.');
    await expect(dialog.getByText(words.required)).toHaveCount(0);
    const pictures = dialog.getByLabel(words.pictures);
    await pictures.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(dialog.getByRole('alert')).toHaveText(words.notPicture);
    await pictures.setInputFiles(TOO_BIG_PICTURE);
    await expect(dialog.getByRole('alert')).toHaveText(words.tooBig);
    await expect(dialog.getByText(words.notPicture)).toHaveCount(0);
    await expectStoreWords(page);

    // A phone's long file name is no error: the picture is taken and the review goes out.
    const longName = `${'receipt-of-my-top-up-'.repeat(8)}.png`;
    await pictures.setInputFiles(tinyPng(longName));
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: `${words.remove} ${longName}` })).toBeVisible();
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.thanks)).toBeVisible();
    await expectStoreWords(page);
  });
}
