// Which of the listing's sections the home page shows. Unfiltered, each section has its own purpose and no
// product is shown more than twice: what sells now (hot), then the catalogue split by kind, games and live
// streams. A filter in the URL shows its one section; the recommended one lists the hot product list
// (the recommend config) when that is enabled.
import type { HomeIndex, HomeSectionKey, RecommendConfig } from '@topup/shared-lib';
import type { HomeFilter } from './homeFilter';

/** The unfiltered page's sections, in order. */
export const HOME_PURPOSE_SECTIONS = ['hot', 'game', 'live'] as const satisfies readonly HomeSectionKey[];

export function homeSections(
  sections: HomeIndex['sections'],
  filter: HomeFilter | null,
  hotList: RecommendConfig | null,
): HomeIndex['sections'] {
  if (filter === 'recommend' && hotList?.enabled && hotList.recommend.length > 0) {
    return [{ key: 'recommend', products: hotList.recommend }];
  }
  if (filter) return sections.filter((section) => section.key === filter);
  return HOME_PURPOSE_SECTIONS.flatMap((key) =>
    sections.filter((section) => section.key === key && section.products.length > 0),
  );
}
