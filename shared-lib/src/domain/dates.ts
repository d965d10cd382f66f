// A calendar day a page shows (an article's publication): the store's day, in its time zone, so a
// date reads the same on the store's server that renders the page and
// in every shopper's browser, wherever the shopper is. No imports: the shell's entry warms it.

/** The time zone of the store's calendar days. */
export const STORE_TIME_ZONE = 'UTC';

// One formatter per language: making one costs far more than using it (a list shows many dates).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { timeZone: STORE_TIME_ZONE });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** The day of an ISO time in the shopper's language; '' when the time is not one. */
export function formatStoreDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(language).format(date);
}
