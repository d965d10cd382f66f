import { useTranslation } from 'react-i18next';
import { currentLanguage, uiStore } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

/** The header's language picker: shows the current language and opens the language popup. */
export function LanguageButton() {
  const { t } = useTranslation(SHELL_NS);
  const language = t(`language.${currentLanguage()}`);
  return (
    <button
      type="button"
      className="language-button"
      aria-haspopup="dialog"
      aria-label={t('language.open', { language })}
      onClick={() => uiStore.openSitePopup({ kind: 'language' })}
    >
      <span aria-hidden="true">🌐</span> {language}
    </button>
  );
}
