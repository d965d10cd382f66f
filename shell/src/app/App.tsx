import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@topup/shared-lib';
import { Overlays } from '../overlays/Overlays';
import { AppRoutes } from '../routes/AppRoutes';
import { LanguageFromPath } from './LanguageFromPath';
import { NavigationBridge } from './NavigationBridge';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <LanguageFromPath>
          <NavigationBridge />
          <AppRoutes />
          <Overlays />
        </LanguageFromPath>
      </BrowserRouter>
    </I18nextProvider>
  );
}
