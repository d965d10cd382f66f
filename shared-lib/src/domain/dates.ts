// A calendar day a page shows (an article's publication): the store's day, in its time zone, so a
// date reads the same on the store's server that renders the page (issue 10, server rendering) and
// in every shopper's browser, wherever the shopper is.

/** The time zone of the store's calendar days. */
export const STORE_TIME_ZONE = 'UTC';

/** The day of an ISO time in the shopper's language; '' when the time is not one. */
export function formatStoreDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(language, { timeZone: STORE_TIME_ZONE });
}
