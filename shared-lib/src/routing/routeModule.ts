// The contract between the shell and a remote's page: a route module, one per page, exposed by the
// remote (`./HomePage`). The module is everything about its page: the component, the loader (its
// first reads, how its address's parameters resolve, when it is not found) and its head (title,
// description, hero picture). The shell only maps a path to the module, a layout and access rules;
// it runs the loader on the store's server and in the browser the same way, with the request's or
// the tab's stores, and the page reads the loader's data with `usePageData()`.
import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { ImageSources } from '../domain/imageUrl';
import { splitLocalePath, type Language } from '../domain/locale';
import type { Stores } from '../stores/createStores';

export interface PageLoaderArgs {
  /** The route's path parameters, decoded. */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query. */
  query: URLSearchParams;
  /** The address's language (the /zh-TW prefix). */
  language: Language;
  /** The page's stores: the tab's in the browser, the request's on the store's server. */
  stores: Stores;
}

export interface PageHeadArgs extends Omit<PageLoaderArgs, 'stores'> {
  /** Translations in the page's language. */
  t: TFunction;
}

/** What a page says of itself in the document's head. */
export interface PageHead {
  title?: string;
  description?: string;
  keywords?: string;
  /**
   * The page's largest picture, as its <img> loads it (the same URL and srcset: `heroImage()`), fetched
   * with the HTML.
   */
  image?: ImageSources;
}

/**
 * Who the store's server renders the page for: `everyone` (a public page: a guest, or a member, for
 * whom the header and personal reads are theirs), `member` (a member's own page: only for a member),
 * or nobody (absent: the browser renders it, e.g. a page reading what only the browser holds).
 */
export type ServerRender = 'everyone' | 'member';

export interface RouteModule<Data = unknown> {
  /** The page. It reads its loader's data with `usePageData()`. */
  default: ComponentType;
  /**
   * The page's first reads. Its data must survive JSON (the server writes it into the page for the
   * browser to hydrate with): `settle()` turns a read's failure into data the page shows. Throw
   * `pageNotFound()` for an address that names nothing.
   */
  loader?(args: PageLoaderArgs): Promise<Data>;
  /** The page's head, from its data (a title may name what the page shows). */
  head?(data: Data, args: PageHeadArgs): PageHead;
  serverRender?: ServerRender;
}

/** A loader's arguments for an address and a store set: the same on the store's server and in the browser. */
export function pageLoaderArgs(
  params: Readonly<Record<string, string | undefined>>,
  pathname: string,
  search: string,
  stores: Stores,
): PageLoaderArgs {
  return { params, query: new URLSearchParams(search), language: splitLocalePath(pathname).language, stores };
}
