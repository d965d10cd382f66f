// Two pages read a second time once a first answer names what to read:
// - the top-up page reads its product by the product's sn, which it finds in the home index by the
//   address's link name (useTopUpProduct);
// - the categories page reads the products of the category its address chooses (?id=), else of the
//   menu's first (ClassifyPage).
// Those reads waited for the remote to render and the first answer to come. The store's server reads
// the same answers (its kept ones, storeApiCache.ts), finds the sn or the category and adds it to the
// page's parameters, so the shell's entry starts the second reads with main.js (shared-lib
// FIRST_READS). An unknown link name, or an answer that has not come in time, adds nothing: the page
// then reads as before. Measured (Lighthouse mobile, applied throttling, 3 runs): top-up LCP
// 3470 -> 2829 ms, categories 3389 -> 2816 ms with the first card's picture hint (bench/README.md,
// ninth pass).
import { publicReads } from '../../shared-lib/src/api/publicReads';
import { splitLocalePath } from '../../shared-lib/src/domain/locale';
import { MENU_PARAM } from '../../mfe-storefront/src/classify/menuParam';
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

/** The category ClassifyPage shows: the one the query names when the menu has it, else the first. */
export function chosenMenuId(menu: unknown, wanted: string | null): string | null {
  if (!Array.isArray(menu)) return null;
  const ids = menu.map((item) => answerField(item, 'id')).filter((id) => typeof id === 'number');
  const id = ids.find((candidate) => candidate === Number(wanted)) ?? ids[0];
  return id === undefined ? null : String(id);
}

/**
 * What the server adds to a page's parameters: the top-up page's `sn`, the categories page's
 * `menuId`; nothing for other pages.
 */
export function resolvedParams(storeApi: StoreApiData) {
  return async (pathname: string, query: URLSearchParams): Promise<Record<string, string>> => {
    const named = remotePageOf(pathname);
    const page = named && `${named.remote}/${named.module}`;
    const { language } = splitLocalePath(pathname);
    const linkName = named?.params.linkName;
    if (page === 'storefront/TopUpPage' && linkName) {
      const index = publicReads.homeIndex();
      const sn = snInIndex(await storeApi(index.path, language, index.headers), linkName);
      return sn ? { sn } : {};
    }
    if (page === 'storefront/ClassifyPage') {
      const menuId = chosenMenuId(await storeApi(publicReads.menu().path, language), query.get(MENU_PARAM));
      return menuId ? { menuId } : {};
    }
    return {};
  };
}
