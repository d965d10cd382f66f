// The help button's position survives reloads ("saved locally"), through shared-lib's
// expiring storage so a corrupt value is ignored. The key is the shell's own, not in STORAGE_KEYS.
import { isFiniteNumber, readStored, writeStored } from '@topup/shared-lib';

export const HELP_POSITION_STORAGE_KEY = 'help-button-bottom';

export function readHelpBottom(): number | null {
  return readStored(HELP_POSITION_STORAGE_KEY, isFiniteNumber);
}

export function saveHelpBottom(bottom: number): void {
  writeStored(HELP_POSITION_STORAGE_KEY, bottom);
}
