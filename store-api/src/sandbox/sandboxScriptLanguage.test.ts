/**
 * @jest-environment jsdom
 */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The sandbox scripts a zh-TW shopper meets (the payment element, the identity widget) speak the language
// the page gives them, run in a browser document.
import { IDENTITY_WIDGET_SCRIPT } from './identityScript';
import { PAYMENT_CONTROLLER_SCRIPT, PAYMENT_ELEMENTS_SCRIPT } from './paymentScripts';

interface PaymentGlobals {
  TopupPaymentController: { init(options: object): Promise<void> };
  TopupPaymentElements: { createElement(type: string, options: object): { mount(target: Element): void } };
  TopupIdentityWidget: { init(options: object): { launch(target: Element): void } };
}

const globals = window as unknown as PaymentGlobals;

const run = (script: string): void => {
  // The scripts are what store-api serves; the page runs them as classic scripts.
  new Function(script)();
};

const buttons = (root: Element): string[] =>
  [...root.querySelectorAll('button')].map((b) => b.textContent ?? '');

describe('sandbox scripts in the shopper’s language', () => {
  beforeAll(() => {
    run(PAYMENT_CONTROLLER_SCRIPT);
    run(PAYMENT_ELEMENTS_SCRIPT);
    run(IDENTITY_WIDGET_SCRIPT);
  });

  it.each([
    ['zh-TW', ['立即付款', '保持處理中', '讓付款失敗', '取消付款']],
    ['en', ['Pay now', 'Leave pending', 'Fail payment', 'Cancel']],
  ])('labels the payment element’s buttons for locale %s', async (locale, labels) => {
    await globals.TopupPaymentController.init({ env: 'demo', locale, version: '3.1.0' });
    const target = document.createElement('div');
    globals.TopupPaymentElements.createElement('card', { sessionId: 'x' }).mount(target);
    expect(buttons(target)).toEqual(labels);
  });

  it.each([
    ['zh-TW', ['核准', '退回'], '訂單 TU1 的沙盒身分驗證'],
    ['en', ['Approve (GREEN)', 'Reject (RED)'], 'Sandbox identity check for order TU1'],
  ])('labels the identity widget for lang %s', async (lang, labels, title) => {
    window.fetch = jest.fn(async () => ({
      json: async () => ({ code: 200, data: { applicantId: 'a1', orderSn: 'TU1' } }),
    })) as unknown as typeof fetch;
    const target = document.createElement('div');
    globals.TopupIdentityWidget.init({ accessToken: 't', lang, onEvent: () => undefined }).launch(target);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(buttons(target)).toEqual(labels);
    expect(target.textContent).toContain(title);
  });
});
