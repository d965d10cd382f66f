// The top-up page reads its product by the product's sn, which it finds in the home index by the
// address's link name (useTopUpProduct): the product's reads wait for the remote to render and the
// index to answer. The store's server reads the same index (its kept answers, storeApiCache.ts), finds
// the sn and adds it to the page's parameters, so the shell's entry starts the product's reads with
// main.js (shared-lib FIRST_READS). An unknown link name, or an index that has not come in time, adds
// nothing: the page then reads as before. Measured (`npm run bench`, mobile-applied, 3 runs): top-up LCP
// 3470 -> 2829 ms (bench/README.md, ninth pass).
import { publicReads } from '../../shared-lib/src/api/publicReads';
import { splitLocalePath } from '../../shared-lib/src/domain/locale';
import { remotePageOf } from './pageHints';
import { answerField, type StoreApiData } from './storeApiCache';

/** The sn of the index's product with this link name, in any section, as useTopUpProduct finds it. */
export function snInIndex(index: unknown, linkName: string): string | null {
  const sections = answerField(index, 'sections');
  if (!Array.isArray(sections)) return null;
  for (const section of sections) {
    const products = answerField(section, 'products');
    if (!Array.isArray(products)) continue;
    const match: unknown = products.find((product) => answerField(product, 'linkName') === linkName);
    const sn = answerField(match, 'sn');
    if (typeof sn === 'string' && sn) return sn;
  }
  return null;
}

/** What the server adds to a page's parameters: the top-up page's `sn`; nothing for other pages. */
export function resolvedParams(storeApi: StoreApiData) {
  return async (pathname: string): Promise<Record<string, string>> => {
    const named = remotePageOf(pathname);
    const linkName = named?.params.linkName;
    if (!named || `${named.remote}/${named.module}` !== 'storefront/TopUpPage' || !linkName) return {};
    const index = publicReads.homeIndex();
    const sn = snInIndex(
      await storeApi(index.path, splitLocalePath(pathname).language, index.headers),
      linkName,
    );
    return sn ? { sn } : {};
  };
}
