// What a logout wipes: token, user, payment way, every popups-* key, the phone register success and
// bind-email flags.
import { STORAGE_KEYS, removeSession, removeStored, storedKeys } from '../platform/storage';

/** Local storage keys of per-popup "seen" state, all dropped on logout. */
export const POPUPS_KEY_PREFIX = 'popups-';

export function clearStoredSession(): void {
  removeStored(
    STORAGE_KEYS.userToken,
    STORAGE_KEYS.user,
    STORAGE_KEYS.paymentWay,
    STORAGE_KEYS.phoneRegisterSuccess,
    STORAGE_KEYS.bindEmailOpen,
    ...storedKeys(POPUPS_KEY_PREFIX),
  );
  removeSession(STORAGE_KEYS.bindEmailOpen);
}
