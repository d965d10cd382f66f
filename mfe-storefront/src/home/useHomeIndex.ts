import { useTranslation } from 'react-i18next';
import { products, useAsync } from '@topup/shared-lib';

/** Home sections from the store API, reloaded when the language changes (names are localised). */
export function useHomeIndex() {
  const { i18n } = useTranslation();
  return useAsync(() => products.indexV2(), [i18n.language]);
}
