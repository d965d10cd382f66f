import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizePath, useStores } from '@topup/shared-lib';
import { useLanguage } from '@topup/shared-lib';

/**
 * Lets shared-lib move the page (logout, not-supported answers, cookie banner) without importing the
 * router: requests arrive as bare paths and go out in the shopper's language.
 */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { navigation } = useStores();
  const language = useLanguage();
  useEffect(
    () =>
      navigation.register({
        navigate: (path, { replace }) => void navigate(localizePath(path, language), { replace }),
        reload: () => window.location.reload(),
      }),
    [navigate, navigation, language],
  );
  return null;
}
