// The payment list shows the store's own mark beside each way to pay, on a phone and a desktop, in
// English and Traditional Chinese: a loaded picture that adds nothing to the method's name.
import { expect, test } from './support/orderTest';
import { untilHydrated } from './support/hydration';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const TEXTS = {
  en: {
    prefix: '',
    actions: 'Order actions',
    payNow: 'Pay now',
    list: 'Choose a payment method',
    methodsLabel: 'Payment methods',
    methods: [
      'Credit or debit card',
      'Apple Pay',
      'Google Pay',
      'PayPal',
      'Local wallets and bank transfer',
      'All payment options',
    ],
  },
  'zh-TW': {
    prefix: '/zh-TW',
    actions: '訂單操作',
    payNow: '立即付款',
    list: '選擇付款方式',
    methodsLabel: '付款方式',
    methods: [
      '信用卡或金融卡',
      'Apple Pay',
      'Google Pay',
      'PayPal',
      '在地電子錢包與銀行轉帳',
      '所有付款選項',
    ],
  },
} as const;

for (const viewport of [PHONE, DESKTOP]) {
  const size = viewport === PHONE ? 'phone' : 'desktop';
  for (const language of ['en', 'zh-TW'] as const) {
    test(`each payment method shows its mark (${language}, ${size})`, async ({ page, unpaid }, testInfo) => {
      const texts = TEXTS[language];
      await page.setViewportSize(viewport);
      await page.goto(`${texts.prefix}/order/detail?oid=${unpaid.order.id}`);
      await expect(page.getByText(unpaid.order.orderSn)).toBeVisible();
      await untilHydrated(page);
      await page
        .getByRole('group', { name: texts.actions })
        .getByRole('button', { name: texts.payNow })
        .click();
      const dialog = page.getByRole('dialog', { name: texts.list });
      const list = dialog.getByRole('list', { name: texts.methodsLabel });
      await expect(list.getByRole('button')).toHaveCount(texts.methods.length);

      for (const name of texts.methods) {
        const method = list.getByRole('button', { name: new RegExp(`^${name}`) });
        // alt="": the method's name is the words beside the picture, and the button keeps it.
        const mark = method.getByRole('presentation');
        await expect(mark).toHaveAttribute('alt', '');
        await expect(mark).toHaveAttribute('loading', 'lazy');
        await expect(mark).toBeVisible();
        await expect
          .poll(() => mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
          .toBe(true);
        // Drawn at its set size (its layout size: the popup may still be scaling in as it opens), beside
        // (not above) the name, on a phone too.
        const size = await mark.evaluate((image: HTMLImageElement) => ({
          width: image.offsetWidth,
          height: image.offsetHeight,
        }));
        expect(size).toEqual({ width: 48, height: 30 });
        const box = await mark.boundingBox();
        const words = await method.getByText(name, { exact: true }).boundingBox();
        expect(box && words && words.x).toBeGreaterThan((box?.x ?? 0) + (box?.width ?? 0));
      }
      await dialog.screenshot({ path: testInfo.outputPath(`payment-marks-${language}-${size}.png`) });
    });
  }
}
