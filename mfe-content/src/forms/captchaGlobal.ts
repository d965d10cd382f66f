// What the captcha script puts on `window` (shared-lib's vendorGlobal reads it by name); the store-api
// sandbox implements the same shape (shared-lib/src/integrations/README.md).

/** Captcha (scripts.captcha): constructed per challenge, the callback gets ret 0 on success. */
export type CaptchaConstructor = new (
  appId: string,
  callback: (result: CaptchaResult) => void,
) => { show(): void; destroy?(): void };

export interface CaptchaResult {
  ret: number;
  ticket?: string;
  randstr?: string;
}
