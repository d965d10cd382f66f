import type { ReactNode } from 'react';
import type { LayoutName } from '../routes/routeTypes';
import { Footer } from './Footer';
import { Header } from './Header';

interface LayoutProps {
  children: ReactNode;
  /** Only the error layout reads it: the default and custom layouts always show the navigation. */
  siteNav?: boolean;
}

/** Default layout: full header and footer. */
function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--default">
      <Header />
      <main id="main" className="site-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Custom layout (/about, /contact): the page owns the width; header and footer stay. */
function CustomLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--custom">
      <Header />
      <main id="main" className="site-main site-main--wide">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * Error layout (/error/*, /oauth2/success, /help, payment tips): a quiet frame, logo and language; with
 * `siteNav` (help) the site's header and navigation, so a shopper seeking help can still shop and search.
 */
function ErrorLayout({ children, siteNav = false }: LayoutProps) {
  return (
    <div className="layout layout--error">
      <Header minimal={!siteNav} />
      <main id="main" className="site-main site-main--centered">
        {children}
      </main>
    </div>
  );
}

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  custom: CustomLayout,
  error: ErrorLayout,
};
