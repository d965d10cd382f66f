// store-api has no captcha sandbox yet, and the runtime config names no captcha script: this gives
// the page one, the way production does (scripts.captcha + captchaAppId in the runtime config), with
// a stand-in script that defines the TopupCaptcha global of shared-lib/src/integrations/README.md.
// Its challenge is a button the shopper presses; `failNext` makes the next challenge answer ret 1.
import type { Page } from '@playwright/test';
import { patchRuntimeConfig } from './runtimeConfigRoutes';

// Same origin as the page: the shell's Content-Security-Policy admits scripts only from the hosts
// the served runtime config names, and this config is rewritten in the browser, not on the server.
export const E2E_CAPTCHA_URL = '/e2e-captcha/captcha.js';
export const E2E_CAPTCHA_APP_ID = 'e2e-captcha';
export const CAPTCHA_BUTTON = 'I am not a robot';

const CAPTCHA_SCRIPT = `
window.TopupCaptcha = class {
  constructor(appId, callback) { this.appId = appId; this.callback = callback; }
  show() {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = ${JSON.stringify(CAPTCHA_BUTTON)};
    button.style.cssText = 'position:fixed;inset:auto 16px 16px auto;z-index:30000;padding:12px';
    button.addEventListener('click', () => {
      button.remove();
      const fail = window.__e2eCaptchaFail === true;
      window.__e2eCaptchaFail = false;
      window.__e2eCaptchaShown = (window.__e2eCaptchaShown || 0) + 1;
      this.callback(fail ? { ret: 1 } : { ret: 0, ticket: 'e2e-ticket', randstr: 'e2e' });
    });
    document.body.appendChild(button);
  }
  destroy() {}
};`;

export async function useCaptchaSandbox(page: Page): Promise<void> {
  await patchRuntimeConfig(page, {
    scripts: { captcha: E2E_CAPTCHA_URL },
    captchaAppId: E2E_CAPTCHA_APP_ID,
  });
  await page.route(`**${E2E_CAPTCHA_URL}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: CAPTCHA_SCRIPT }),
  );
}

export async function failNextCaptcha(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eCaptchaFail: true }));
}
