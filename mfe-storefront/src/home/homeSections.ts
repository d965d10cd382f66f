// Which of the listing's sections the home page shows. Unfiltered, each section has its own purpose and no
// product is shown more than twice: what sells now (hot), then the catalogue split by kind, games and live
// streams. A filter in the URL shows its one section; the "recommended" one is the spec's hot product list
// (the recommend config) when that is enabled, as both list the recommended products.
import type { HomeIndex, HomeSectionKey } from '@topup/shared-lib';
import type { HomeFilter } from './homeFilter';

/** The unfiltered page's sections, in order. */
export const HOME_PURPOSE_SECTIONS = ['hot', 'game', 'live'] as const satisfies readonly HomeSectionKey[];

/** Whether the page shows the hot product list (on the recommended filter, when the config has one). */
export const showsHotList = (filter: HomeFilter | null, hotListEnabled: boolean): boolean =>
  filter === 'recommend' && hotListEnabled;

export function homeSections(
  sections: HomeIndex['sections'],
  filter: HomeFilter | null,
  hotListEnabled: boolean,
): HomeIndex['sections'] {
  if (showsHotList(filter, hotListEnabled)) return [];
  if (filter) return sections.filter((section) => section.key === filter);
  return HOME_PURPOSE_SECTIONS.flatMap((key) =>
    sections.filter((section) => section.key === key && section.products.length > 0),
  );
}
