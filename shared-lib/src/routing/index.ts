export type {
  LoaderData,
  PageHead,
  PageHeadArgs,
  PageLoaderArgs,
  RouteModule,
  ServerRender,
} from './routeModule';
export { PageDataProvider, usePageData, usePageReload } from './pageData';
export { PageNotFoundError, isPageNotFound, pageNotFound } from './pageNotFound';
export { dataOr, failureOf, settle, type LoadFailure, type Settled } from './settle';
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
export { pageLoaderArgs, runLoader } from './runLoader';
export { pageTitle, titledHead } from './pageTitle';
