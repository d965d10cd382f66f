// What a logout wipes: token, user, payment way, every popups-* key, the phone
// register success and bind-email flags.
import { STORAGE_KEYS, removeStored } from '../platform/storage';

/** Local storage keys of per-popup "seen" state, all dropped on logout. */
export const POPUPS_KEY_PREFIX = 'popups-';
/** The bind-email popup opens 1 s after the page finds the session flag. */
export const BIND_EMAIL_POPUP_DELAY_MS = 1000;
export const HOME_PATH = '/';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Asks for the bind-email popup after the next confirmed login: set by a phone registration or
 * phone login, whose member may have no email address yet.
 */
export function flagBindEmail(): void {
  try {
    sessionStore()?.setItem(STORAGE_KEYS.bindEmailOpen, '1');
  } catch {
    // disabled storage: the popup is simply not offered
  }
}

/** Reads and clears the session flag that asks for the bind-email popup. */
export function takeBindEmailFlag(): boolean {
  const session = sessionStore();
  try {
    const flagged = session?.getItem(STORAGE_KEYS.bindEmailOpen) != null;
    session?.removeItem(STORAGE_KEYS.bindEmailOpen);
    return flagged;
  } catch {
    return false;
  }
}

export function clearStoredSession(): void {
  removeStored(
    STORAGE_KEYS.userToken,
    STORAGE_KEYS.user,
    STORAGE_KEYS.paymentWay,
    STORAGE_KEYS.phoneRegisterSuccess,
    STORAGE_KEYS.bindEmailOpen,
  );
  const local = localStore();
  try {
    sessionStore()?.removeItem(STORAGE_KEYS.bindEmailOpen);
    if (!local) return;
    const popupKeys: string[] = [];
    for (let index = 0; index < local.length; index += 1) {
      const key = local.key(index);
      if (key?.startsWith(POPUPS_KEY_PREFIX)) popupKeys.push(key);
    }
    popupKeys.forEach((key) => local.removeItem(key));
  } catch {
    // disabled storage: nothing was kept
  }
}
