// The home page's filter keys, kept in the URL (`/?type=game`), which also titles the page.
import type { HomeSectionKey } from '@topup/shared-lib';

/** The page's head reads the same parameter for its title (homeLoader.ts). */
export const HOME_FILTER_PARAM = 'type';
export const HOME_FILTERS = [
  'hot',
  'game',
  'recommend',
  'live',
  'all',
] as const satisfies readonly HomeSectionKey[];
export type HomeFilter = (typeof HOME_FILTERS)[number];

export const toHomeFilter = (value: string | null): HomeFilter | null =>
  value !== null && (HOME_FILTERS as readonly string[]).includes(value) ? (value as HomeFilter) : null;

export const homeFilterPath = (filter: HomeFilter | null): string =>
  filter ? `/?${HOME_FILTER_PARAM}=${filter}` : '/';
