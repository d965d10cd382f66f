// The shell's page runtime: how a host renders a remote's route module (its loader run once per address
// through the read cache, the page shown when the load settles), sends its API calls (the browser's
// transport), logs the shopper in and out (the member's session) and reads the store's currencies. The shell hosts every page with it; a
// remote's standalone harness and every app's page tests host pages with the same code (`shell/page-runtime`,
// `shell/testing`), so a page behaves there as it does in the store.
export {
  PAGE_DATA_MAX_AGE_MS,
  PageDataCache,
  dropOnShopperChange,
  pageDataKey,
  type PageDataEntries,
  type PageDataEntry,
} from './pageDataCache';
export { PageDataCacheProvider, usePageDataCache } from './PageDataCacheContext';
export { RoutePage, type RoutePageProps } from './RoutePage';
export { runLoader } from './runLoader';
export { useSettled } from './useSettled';
export { fulfilled, rejected, track, type Tracked } from './tracked';
export { browserTransport } from '../transport/transportLoader';
export { memberSession, type MemberSession } from '../login/memberSession';
export { loadCurrencies } from '../currency/currencyList';
