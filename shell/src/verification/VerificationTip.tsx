import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';

/**
 * The header tip shows whenever an order needs verification; a click asks the account remote
 * (which owns the checks and dialogs) to open its upload.
 */
export const VerificationTip = observer(function VerificationTip() {
  const { t } = useTranslation(SHELL_NS);
  const { verificationTip } = useStores();
  if (!verificationTip.visible) return null;
  return (
    <button
      type="button"
      className="tu-button tu-button--primary verification-tip"
      onClick={() => verificationTip.requestUpload()}
    >
      {t('verification.tip')}
    </button>
  );
});
