import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { verificationStore } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

/** Spec 4: the header tip shows whenever an order needs verification; a click opens its upload. */
export const VerificationTip = observer(function VerificationTip() {
  const { t } = useTranslation(SHELL_NS);
  if (!verificationStore.tipVisible) return null;
  return (
    <button
      type="button"
      className="tu-button tu-button--primary verification-tip"
      onClick={() => verificationStore.requestUpload()}
    >
      {t('verification.tip')}
    </button>
  );
});
