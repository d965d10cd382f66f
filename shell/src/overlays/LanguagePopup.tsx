// The language popup, opened by `ui.openSitePopup({ kind: 'language' })`:
// one button per site language, the current one marked; choosing applies the route table switch rule.
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PopupFrame, SUPPORTED_LANGUAGES, sitePopupId, useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { switchLanguage } from '../language/switchLanguage';
import { useLanguage } from '@topup/shared-lib';

export function LanguagePopup() {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const { ui } = useStores();
  const current = useLanguage();
  const close = () => ui.closeSitePopup('language');

  const choose = (code: string) => {
    close();
    switchLanguage(code, current, location, {
      navigate: (path) => void navigate(path),
      load: (url) => window.location.assign(url),
    });
  };

  return (
    <PopupFrame id={sitePopupId('language')} title={t('language.title')} onClose={close} closeOnOverlay>
      <ul className="language-list">
        {SUPPORTED_LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="language-list__option"
              aria-pressed={code === current}
              lang={code}
              onClick={() => choose(code)}
            >
              {t(`language.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </PopupFrame>
  );
}
