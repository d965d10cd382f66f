// The captcha step before a public form is sent, through the captcha adapter (captcha.ts). Where
// runtime config names no captcha (a developer's machine), forms are sent without one: the store
// API does not ask for a ticket either.
import { getRuntimeConfig, type RuntimeConfig } from '@topup/shared-lib';
import { runCaptcha } from './captcha';

export type CaptchaCheck =
  | { status: 'passed'; ticket?: string; randstr?: string }
  | { status: 'skipped' }
  | { status: 'failed' }
  /** The script could not be loaded or did not define its global. */
  | { status: 'unavailable' };

export async function checkCaptcha(config: () => RuntimeConfig = getRuntimeConfig): Promise<CaptchaCheck> {
  const { scripts, captchaAppId } = config();
  if (!scripts?.captcha || !captchaAppId) return { status: 'skipped' };
  try {
    const outcome = await runCaptcha(config);
    if (!outcome.ok) return { status: 'failed' };
    return {
      status: 'passed',
      ...(outcome.ticket ? { ticket: outcome.ticket } : {}),
      ...(outcome.randstr ? { randstr: outcome.randstr } : {}),
    };
  } catch {
    return { status: 'unavailable' };
  }
}
