export type {
  LoaderData,
  PageHead,
  PageHeadArgs,
  PageLoaderArgs,
  RouteModule,
  ServerRender,
} from './routeModule';
export { pageLoaderArgs } from './routeModule';
export { PageDataProvider, usePageData, usePageReload } from './pageData';
export { PageNotFoundError, isPageNotFound, pageNotFound } from './pageNotFound';
export { dataOr, failureOf, settle, type LoadFailure, type Settled } from './settle';
export { pageTitle, titledHead } from './pageTitle';
