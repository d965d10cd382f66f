// Which of the listing's sections the home page shows. Unfiltered, each section has its own purpose and no
// product is shown more than twice: what is popular (the hot list, or the hot section without one), then
// the catalogue split by kind, games and live streams. A filter in the URL shows its one section.
import type { HomeIndex, HomeSectionKey } from '@topup/shared-lib';
import type { HomeFilter } from './homeFilter';

/** The unfiltered page's sections after the hot list; 'hot' only stands in for a missing hot list. */
export const HOME_PURPOSE_SECTIONS = ['hot', 'game', 'live'] as const satisfies readonly HomeSectionKey[];

export function homeSections(
  sections: HomeIndex['sections'],
  filter: HomeFilter | null,
  hotListShown: boolean,
): HomeIndex['sections'] {
  if (filter) return sections.filter((section) => section.key === filter);
  return HOME_PURPOSE_SECTIONS.filter((key) => !(key === 'hot' && hotListShown)).flatMap((key) =>
    sections.filter((section) => section.key === key && section.products.length > 0),
  );
}
