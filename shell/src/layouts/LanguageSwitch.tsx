import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  SUPPORTED_LANGUAGES,
  currentLanguage,
  isSupportedLanguage,
  rememberLanguage,
  splitLocalePath,
} from '@topup/shared-lib';

/**
 * Spec 2: switching to English goes to /en + path (then replaced by the bare path); another
 * language reloads the page at its prefixed address.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();

  const change = (next: string) => {
    if (!isSupportedLanguage(next) || next === currentLanguage()) return;
    rememberLanguage(next);
    const { path } = splitLocalePath(location.pathname);
    const rest = `${path === '/' ? '' : path}${location.search}${location.hash}`;
    if (next === 'en') navigate(`/en${rest || '/'}`);
    else window.location.assign(`/${next}${rest}`);
  };

  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={currentLanguage()} onChange={(event) => change(event.target.value)}>
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
