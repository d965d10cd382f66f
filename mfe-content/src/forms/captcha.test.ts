import { resetLoadedScripts } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/testing';
import { type CaptchaResult } from './captchaGlobal';
import { CAPTCHA_FAILURE_MESSAGE, CAPTCHA_SUCCESS_MESSAGE, captchaOutcome, runCaptcha } from './captcha';

describe('captcha', () => {
  it('ret 0 is 验证成功, anything else 验证失败', () => {
    expect(CAPTCHA_SUCCESS_MESSAGE).toBe('验证成功');
    expect(CAPTCHA_FAILURE_MESSAGE).toBe('验证失败');
    expect(captchaOutcome({ ret: 0, ticket: 't', randstr: 'r' })).toEqual({
      ok: true,
      message: '验证成功',
      ticket: 't',
      randstr: 'r',
    });
    expect(captchaOutcome({ ret: 2, ticket: 't' })).toEqual({ ok: false, message: '验证失败' });
  });

  it('loads the script and resolves with the challenge outcome', async () => {
    resetLoadedScripts();
    const scripts = fakeScriptLoads(() => {
      setWindowGlobal(
        'TopupCaptcha',
        class {
          constructor(
            readonly appId: string,
            readonly callback: (result: CaptchaResult) => void,
          ) {}
          show() {
            this.callback({ ret: this.appId === 'app-1' ? 0 : 1 });
          }
        },
      );
      return 'load';
    });
    const config = {
      apiBase: '',
      apiPrefix: '',
      mediaBase: '',
      remotes: {},
      captchaAppId: 'app-1',
      scripts: { captcha: '/c.js' },
    };
    await expect(runCaptcha(() => config)).resolves.toMatchObject({ ok: true, message: '验证成功' });
    scripts.stop();
    await expect(runCaptcha(() => ({ ...config, captchaAppId: undefined }))).rejects.toThrow(/app id/);
  });
});
