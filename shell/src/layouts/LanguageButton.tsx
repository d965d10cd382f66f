import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { useLanguage } from '@topup/shared-lib';

function GlobeIcon() {
  return (
    <svg
      className="language-button__icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** The header's language picker: shows the current language and opens the language popup. */
export function LanguageButton() {
  const { t } = useTranslation(SHELL_NS);
  const { ui } = useStores();
  const language = t(`language.${useLanguage()}`);
  return (
    <button
      type="button"
      className="language-button"
      aria-haspopup="dialog"
      aria-label={t('language.open', { language })}
      onClick={() => ui.openSitePopup({ kind: 'language' })}
    >
      <GlobeIcon /> {language}
    </button>
  );
}
