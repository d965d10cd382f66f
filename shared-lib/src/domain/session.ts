// How long a member's session lasts. store-api ends a session this long after the login
// (store-api/src/auth/sessions.ts keeps its own copy, which shell/server/sessionLifetime.test.ts holds
// equal: store-api does not import shared-lib); the `member_session` cookie, which carries the session
// to the store's server, lives no longer (platform/personalView.ts).

/** Days from a login to the end of its session. */
export const SESSION_LIFETIME_DAYS = 30;
