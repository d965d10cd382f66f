// A page whose address names something store-api does not know (an article's slug, a product's sn)
// is not found: the shell shows its not-found page and the store's server answers 404.
import { pageNotFound, type Settled } from '@topup/shared-lib';

/** store-api's code for "no such thing" (its 404 answer). */
export const NOT_FOUND_CODE = 404;

/** Throws pageNotFound() when the read was answered "not found"; any other outcome is the page's. */
export function notFoundOn404(read: Settled<unknown>): void {
  if (!read.ok && read.error.code === NOT_FOUND_CODE) pageNotFound();
}
