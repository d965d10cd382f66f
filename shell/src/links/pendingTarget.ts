// The site target a link asked a login for, kept as the "redirect path": where the
// shopper goes once logged in, also after a login that left the page (a third-party sign-in comes back
// to /oauth2/success). Kept briefly: a login given up long ago does not send the shopper anywhere later.
import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from '@topup/shared-lib';

export const REDIRECT_PATH_SECONDS = 30 * 60;

export function rememberPendingTarget(target: string): void {
  writeStored(STORAGE_KEYS.redirectPath, target, REDIRECT_PATH_SECONDS);
}

/** The waiting target, handed out once. */
export function takePendingTarget(): string | null {
  const target = readStored(STORAGE_KEYS.redirectPath, isString);
  if (target !== null) removeStored(STORAGE_KEYS.redirectPath);
  return target;
}

export function clearPendingTarget(): void {
  if (readStored(STORAGE_KEYS.redirectPath, isString) !== null) removeStored(STORAGE_KEYS.redirectPath);
}
