// The member's token the page starts with, a legacy key moved to the current one first. Read
// by the user store and by the shell's entry before the stores exist (its early reads of guest answers
// are started only when no token is stored), so both see the same session. No store imports: the
// shell's entry bundles this file.
import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from '../platform/storage';

export function storedToken(): string | null {
  const legacy = readStored(STORAGE_KEYS.legacyToken, isString);
  if (legacy) {
    writeStored(STORAGE_KEYS.userToken, legacy);
    removeStored(STORAGE_KEYS.legacyToken);
  }
  return readStored(STORAGE_KEYS.userToken, isString);
}
