// One shape for every page's title: the page's own name, then the store's (the tab shows the first words).
import type { TFunction } from 'i18next';
import type { PageHead } from './routeModule';

/** "Order details | TopUp Store", in the language of `t`. */
export function pageTitle(t: TFunction, page: string): string {
  return t('common:meta.pageTitle', { page });
}

/** A route module's `head` that only names the page (the store's default description stays). */
export const titledHead = (t: TFunction, page: string): PageHead => ({ title: pageTitle(t, page) });
