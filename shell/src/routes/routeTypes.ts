import type { RemoteName } from '../remotes/remoteNames';

export type LayoutName = 'default' | 'custom' | 'error';

/** Pages the shell renders itself (error pages and the login landing). */
export type ShellPageName = 'ErrorPage' | 'OAuthSuccessPage';

/** A remote's route module (its expose), or a page of the shell's own. */
export type PageRef = { remote: RemoteName; module: string } | { shell: ShellPageName };

export type RouteParams = Readonly<Partial<Record<string, string>>>;

export interface RouteDef {
  /** Bare (English) path; the zh-TW twin is derived. */
  path: string;
  page: PageRef;
  layout: LayoutName;
  /** The error layout's frame with the site's header and navigation (help: a shopper seeking help still finds the shop). */
  siteNav?: boolean;
  /** False keeps the scroll position on entering the page. */
  scrollToTop?: boolean;
  /** A page shoppers usually open next from any page: prefetched once the first page is idle. */
  idlePreload?: boolean;
}
