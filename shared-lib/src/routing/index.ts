export type { PageHead, PageHeadArgs, PageLoaderArgs, RouteModule, ServerRender } from './routeModule';
export { pageLoaderArgs } from './routeModule';
export { PageDataProvider, usePageData, usePageReload } from './pageData';
export { PageNotFoundError, isPageNotFound, pageNotFound } from './pageNotFound';
export { dataOr, settle, type Settled } from './settle';
export { pageTitle, titledHead } from './pageTitle';
