// The `member_session` cookie carries a session to the store's page server (shell/server/serverRender.ts): it lives as
// long as store-api keeps the session, not longer. Two copies of one number (store-api does not import
// shared-lib), held equal here.
import { SESSION_LIFETIME_MS } from '../../store-api/src/auth/sessions';
import { SESSION_LIFETIME_DAYS } from '@topup/shared-lib/rules';

const DAY_MS = 86_400_000;

test("shared-lib's session lifetime is store-api's", () => {
  expect(SESSION_LIFETIME_DAYS * DAY_MS).toBe(SESSION_LIFETIME_MS);
});
