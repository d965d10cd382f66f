// Captcha adapter of the content's public forms: the provider's callback reports ret 0 on
// success. The success and failure texts are fixed protocol values (验证成功 / 验证失败), exported as
// constants.
import { getRuntimeConfig, loadScript, vendorGlobal, type RuntimeConfig } from '@topup/shared-lib';
import type { CaptchaConstructor, CaptchaResult } from './captchaGlobal';

export const CAPTCHA_SUCCESS_RET = 0;
export const CAPTCHA_SUCCESS_MESSAGE = '验证成功';
export const CAPTCHA_FAILURE_MESSAGE = '验证失败';

export interface CaptchaOutcome {
  ok: boolean;
  message: typeof CAPTCHA_SUCCESS_MESSAGE | typeof CAPTCHA_FAILURE_MESSAGE;
  ticket?: string;
  randstr?: string;
}

export function captchaOutcome(result: CaptchaResult): CaptchaOutcome {
  const ok = result.ret === CAPTCHA_SUCCESS_RET;
  return {
    ok,
    message: ok ? CAPTCHA_SUCCESS_MESSAGE : CAPTCHA_FAILURE_MESSAGE,
    ...(ok && result.ticket ? { ticket: result.ticket } : {}),
    ...(ok && result.randstr ? { randstr: result.randstr } : {}),
  };
}

/** Loads the captcha script, shows one challenge and resolves with its outcome. */
export async function runCaptcha(config: () => RuntimeConfig = getRuntimeConfig): Promise<CaptchaOutcome> {
  const { scripts, captchaAppId } = config();
  if (!scripts?.captcha || !captchaAppId)
    throw new Error('Captcha script URL or app id missing in runtime config');
  await loadScript(scripts.captcha);
  const Captcha = vendorGlobal<CaptchaConstructor>('TopupCaptcha');
  if (!Captcha) throw new Error('Captcha global TopupCaptcha not found');
  return new Promise((resolve) => {
    new Captcha(captchaAppId, (result) => resolve(captchaOutcome(result))).show();
  });
}
