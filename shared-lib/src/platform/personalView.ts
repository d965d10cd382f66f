// The cookies that tell the store's server how to render a shopper's page as their browser will: their
// session, currency and country, and whether they have answered the cookie question. The shell mirrors
// them from storage (shell/src/platform/personalView.ts); its page server, the bench and the e2e specs
// read them by these names.
export const MEMBER_SESSION_COOKIE = 'member_session';
export const CURRENCY_COOKIE = 'currency_code';
export const COUNTRY_COOKIE = 'country_code';
/** Set once the shopper has answered the cookie question: the banner is rendered with the page until then. */
export const COOKIE_CHOICE_COOKIE = 'cookie_status';
