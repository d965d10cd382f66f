import { BrowserRouter } from 'react-router-dom';
import { ClientOnly, type Stores } from '@topup/shared-lib';
import { HelpButton } from '../help/HelpButton';
import { CookieBanner } from '../overlays/CookieBanner';
import { Overlays } from '../overlays/Overlays';
import { PageEvents } from '../startup/PageEvents';
import { FollowLinks } from '../links/FollowLinks';
import { AppRoutes } from '../routes/AppRoutes';
import { LanguageFromPath } from './LanguageFromPath';
import { ShellProviders } from './ShellProviders';
import { NavigationBridge } from './NavigationBridge';
import { VerificationMount } from '../verification/VerificationMount';
import { type PageDataCache } from '../pageRuntime';

/** The shell inside its router: the same tree in the browser and on the server (server/renderPage.tsx). */
export function ShellTree() {
  return (
    <LanguageFromPath>
      <NavigationBridge />
      <AppRoutes />
      {/* Rendered with the page on the server: a first visit paints it at once. */}
      <CookieBanner />
      {/* They read the window or the shopper's stored state: rendered once the page has hydrated. */}
      <ClientOnly>
        <HelpButton />
        <Overlays />
        <VerificationMount />
      </ClientOnly>
      <PageEvents />
      <FollowLinks />
    </LanguageFromPath>
  );
}

export function App({ stores, cache }: { stores: Stores; cache: PageDataCache }) {
  return (
    <ShellProviders stores={stores} cache={cache}>
      <BrowserRouter>
        <ShellTree />
      </BrowserRouter>
    </ShellProviders>
  );
}
