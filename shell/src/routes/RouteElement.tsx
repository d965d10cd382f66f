import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pageTitle, splitLocalePath } from '@topup/shared-lib';
import { ErrorPage } from '../errors/ErrorPage';
import { OAuthLanding } from '../errors/OAuthLanding';
import { LAYOUTS } from '../layouts/Layouts';
import { defaultHead } from '../meta/pageHead';
import { useDocumentHead } from '../meta/useDocumentMeta';
import { RemotePage } from '../remotes/RemotePage';
import type { RouteDef, ShellPageName } from './routeTypes';
import { isErrorStatus } from './validators';

const SHELL_PAGES: Record<ShellPageName, () => ReactNode> = {
  ErrorPage: () => <ErrorPage />,
  OAuthSuccessPage: () => <OAuthLanding />,
};

/** The sign-in landing's head: the default entry under its own title. */
function OAuthHead() {
  const { i18n } = useTranslation('shell');
  const { language } = splitLocalePath(useLocation().pathname);
  const t = i18n.getFixedT(language, 'shell');
  useDocumentHead({ ...defaultHead(i18n, language), title: pageTitle(t, t('meta.oauth.title')) });
  return null;
}

/** A page of the shell's own (an error page heads itself); an error page's status must be one it knows. */
function ShellPage({ name }: { name: ShellPageName }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const { pathname } = useLocation();
  const { path } = splitLocalePath(pathname);
  if (name === 'OAuthSuccessPage') {
    return (
      <>
        <OAuthHead />
        {SHELL_PAGES[name]()}
      </>
    );
  }
  if (name === 'ErrorPage' && !isErrorStatus(params))
    return <ErrorPage status="404" message={t('errorPage.notFound', { path })} />;
  return SHELL_PAGES[name]();
}

/**
 * The first page of this document, by its address, until another page shows (then null).
 * That page keeps the scroll the browser gave it: the top of a new page, where the shopper had
 * scrolled a server-rendered page while it hydrated, or the position a reload restores.
 */
let firstPage: string | null | undefined;

/** One route: its layout, scroll rule and page. */
export function RouteElement({ route }: { route: RouteDef }) {
  const raw = useParams();
  // One object per address, so the page's renderer keeps its callbacks between renders.
  const paramsKey = JSON.stringify(raw);
  const params = useMemo(() => JSON.parse(paramsKey) as typeof raw, [paramsKey]);
  const { pathname, hash } = useLocation();

  // A new page starts at the top unless the route says otherwise (the document's first page keeps
  // the browser's scroll); a hash goes to its anchor.
  useLayoutEffect(() => {
    if (firstPage === undefined) firstPage = pathname + hash;
    else if (firstPage !== pathname + hash) firstPage = null;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (firstPage === null && route.scrollToTop !== false) window.scrollTo(0, 0);
  }, [pathname, hash, route.scrollToTop]);

  const Layout = LAYOUTS[route.layout];
  const { page } = route;
  return (
    <Layout siteNav={route.siteNav}>
      {'shell' in page ? (
        <ShellPage name={page.shell} />
      ) : (
        <RemotePage
          key={`${page.remote}/${page.module}`}
          remote={page.remote}
          module={page.module}
          params={params}
        />
      )}
    </Layout>
  );
}
