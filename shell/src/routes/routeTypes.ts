import type { RemoteName } from '../remotes/remoteRegistry';

export type LayoutName = 'default' | 'custom' | 'error';

/** Pages the shell renders itself (error pages and the login landing). */
export type ShellPageName = 'ErrorPage' | 'OAuthSuccessPage';

export type PageRef = { remote: RemoteName; module: string } | { shell: ShellPageName };

/** Keys of the page-metadata table (spec 2), see i18n `meta.*`. */
export type MetaKey = 'home' | 'user' | 'about' | 'contact' | 'sellOnline' | 'default';

export type RouteParams = Readonly<Partial<Record<string, string>>>;

/**
 * `public`: a public page, for a shopper with nothing stored that changes it, and for a member with
 * nothing else stored (the page then shows the member, and its personal reads are the member's).
 * `member`: a member's own page, for such a member only.
 */
export type ServerRenderedFor = 'public' | 'member';

export interface RouteDef {
  /** Bare (English) path; the zh-TW twin is derived. */
  path: string;
  page: PageRef;
  layout: LayoutName;
  /** Absent: the route sets no title of its own (spec: /top-up, /classify). */
  meta?: MetaKey;
  /** A failing rule raises a 404 "Page Not Found: {path}" (spec 2). */
  validate?: (params: RouteParams) => boolean;
  /** False keeps the scroll position on entering the page. */
  scrollToTop?: boolean;
  /**
   * Whom the store's server renders the page for (issue 10, scripts/serve/serverRender.ts): pages whose
   * first reads it knows (shared-lib FIRST_READS) and whose first render depends on nothing stored but
   * what its cookies name (shared-lib platform/personalView.ts).
   */
  serverRendered?: ServerRenderedFor;
}
