// Spec 2: the home page and the account center share one route each but get their own titles per
// filter or tab, read from the query. Routes without a meta key keep whatever their page sets.
import type { MetaKey } from '../routes/routeTypes';

/** Query parameter of the home filter (`/?type=hot`). */
export const HOME_FILTER_PARAM = 'type';
/** Query parameter of the account-center tab (`/user?tab=order`). */
export const USER_TAB_PARAM = 'tab';

export const HOME_FILTERS = ['hot', 'game', 'recommend', 'live', 'all'] as const;
export type HomeFilter = (typeof HOME_FILTERS)[number];

const USER_TABS = { order: 'userOrders', coupons: 'userCoupons' } as const;
type UserTabKey = (typeof USER_TABS)[keyof typeof USER_TABS];

/** Every entry of the metadata table (i18n `shell:meta.*`). */
export type PageMetaKey = MetaKey | HomeFilter | UserTabKey;

function isHomeFilter(value: string | null): value is HomeFilter {
  return value !== null && (HOME_FILTERS as readonly string[]).includes(value);
}

function isUserTab(value: string | null): value is keyof typeof USER_TABS {
  return value !== null && Object.hasOwn(USER_TABS, value);
}

/** The table entry for a route's key and the current query; unknown filters fall back to the route's key. */
export function pageMetaKey(routeKey: MetaKey | undefined, search: string): PageMetaKey | undefined {
  if (!routeKey) return undefined;
  const query = new URLSearchParams(search);
  if (routeKey === 'home') {
    const filter = query.get(HOME_FILTER_PARAM);
    return isHomeFilter(filter) ? filter : 'home';
  }
  if (routeKey === 'user') {
    const tab = query.get(USER_TAB_PARAM);
    return isUserTab(tab) ? USER_TABS[tab] : 'user';
  }
  return routeKey;
}
