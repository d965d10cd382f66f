// One overlay at a time on a first visit: the cookie question comes first (the shell's bar), the home
// popup only once it is answered, the add-to-home-screen tip only from the second visit on, and the
// new-user tip never beside another overlay.
import {
  STORAGE_KEYS,
  isFiniteNumber,
  isString,
  readSession,
  readStored,
  writeSession,
  writeStored,
  type Stores,
} from '@topup/shared-lib';

/** How many visits (browser sessions) have reached the home page, kept in local storage. */
const HOME_VISITS_KEY = 'home-visits';
/** Marks this tab's session as counted, so a reload or a return to home is the same visit. */
const VISIT_COUNTED_KEY = 'home-visit-counted';
/** The visit from which the add-to-home-screen tip may show. */
export const ADD_TO_HOME_FROM_VISIT = 2;

/** Counts this visit once per session and says which visit it is (1 = the first). */
export function countHomeVisit(): number {
  const before = readStored(HOME_VISITS_KEY, isFiniteNumber) ?? 0;
  if (readSession(VISIT_COUNTED_KEY)) return Math.max(1, before);
  const visit = before + 1;
  writeStored(HOME_VISITS_KEY, visit);
  writeSession(VISIT_COUNTED_KEY, '1');
  return visit;
}

/** The cookie question has been answered (accepted or declined) in this browser. */
export const cookieAnswered = (): boolean => readStored(STORAGE_KEYS.cookieStatus, isString) !== null;

/**
 * Another overlay is on screen or about to be: the cookie question (unanswered: the shell's bar asks
 * it; answering reloads the page, so the stored answer holds for the page's life) or any popup on the
 * stack. Browser only; read in an observer.
 */
export const otherOverlayShows = ({ ui }: Pick<Stores, 'ui'>): boolean =>
  !cookieAnswered() || ui.popups.length > 0;
