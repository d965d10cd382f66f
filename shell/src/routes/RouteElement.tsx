import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { splitLocalePath } from '@topup/shared-lib';
import { ErrorPage } from '../errors/ErrorPage';
import { OAuthSuccessPage } from '../errors/OAuthSuccessPage';
import { LAYOUTS } from '../layouts/Layouts';
import { useDocumentMeta } from '../meta/useDocumentMeta';
import { RemotePage } from '../remotes/RemotePage';
import type { RouteDef, ShellPageName } from './routeTypes';

const SHELL_PAGES: Record<ShellPageName, () => ReactNode> = {
  ErrorPage: () => <ErrorPage />,
  OAuthSuccessPage: () => <OAuthSuccessPage />,
};

/** One route: its validate rule, layout, metadata, scroll rule and page. */
export function RouteElement({ route }: { route: RouteDef }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const { pathname, hash } = useLocation();
  const valid = !route.validate || route.validate(params);
  useDocumentMeta(valid ? route.meta : 'default');

  // Spec 2: a new page starts at the top unless the route says otherwise; a hash goes to its anchor.
  useLayoutEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (route.scrollToTop !== false) window.scrollTo(0, 0);
  }, [pathname, hash, route.scrollToTop]);

  if (!valid) {
    const Layout = LAYOUTS.error;
    const { path } = splitLocalePath(pathname);
    return (
      <Layout>
        <ErrorPage status="404" message={t('errorPage.notFound', { path })} />
      </Layout>
    );
  }
  const Layout = LAYOUTS[route.layout];
  const { page } = route;
  return (
    <Layout>
      {'shell' in page ? (
        SHELL_PAGES[page.shell]()
      ) : (
        <RemotePage key={`${page.remote}/${page.module}`} remote={page.remote} module={page.module} />
      )}
    </Layout>
  );
}
