import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@topup/shared-lib';
import { HelpButton } from '../help/HelpButton';
import { Overlays } from '../overlays/Overlays';
import { ResponsiveRoot } from '../responsive/ResponsiveRoot';
import { PageEvents } from '../startup/PageEvents';
import { FollowLinks } from '../links/FollowLinks';
import { AppRoutes } from '../routes/AppRoutes';
import { LanguageFromPath } from './LanguageFromPath';
import { NavigationBridge } from './NavigationBridge';
import { VerificationMount } from '../verification/VerificationMount';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <LanguageFromPath>
          <NavigationBridge />
          <AppRoutes />
          <HelpButton />
          <Overlays />
          <VerificationMount />
          <ResponsiveRoot />
          <PageEvents />
          <FollowLinks />
        </LanguageFromPath>
      </BrowserRouter>
    </I18nextProvider>
  );
}
