import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocaleLink, PopupFrame, useStores } from '@topup/shared-lib';
import { VERIFICATION_PAGE_PATH } from '../common/accountPages';
import { NS } from '../i18n';
import '../i18n/registerDueVerificationStrings';
import '../i18n/registerVerificationStrings';
import { openVerificationUpload, reopenWidget } from './openVerificationUpload';
import { VerificationForm } from './VerificationForm';
import { useVerification } from './verificationOf';
import { VERIFICATION_REVIEWING_STATUS } from './verificationRules';

function Reason({ reason }: { reason: string }) {
  const { t } = useTranslation(NS);
  if (!reason) return null;
  return (
    <p className="acc-verify__reason" role="alert">
      {t('verify.rejected', { reason })}
    </p>
  );
}

/** The auth, upload and fail dialogs of the current verification order. */
export const VerificationDialogs = observer(function VerificationDialogs() {
  const { t } = useTranslation(NS);
  const { ui } = useStores();
  const verification = useVerification();
  const order = verification.current;
  const kind = verification.kind;
  const dialog = verification.dialog;
  if (!order || !kind || !dialog) return null;
  const sn = order.orderSn;
  const close = () => verification.closeDialog();
  const reason = verification.rejectReason;

  if (dialog === 'auth' || dialog === 'fail') {
    return (
      <PopupFrame
        id={`acc-verify-${dialog}`}
        title={dialog === 'auth' ? t('verify.auth.title') : t('verify.fail.title')}
        onClose={close}
      >
        <p>
          {t(dialog === 'auth' ? 'verify.auth.text' : 'verify.fail.text', { sn, product: order.productName })}
        </p>
        <p>{t(`verify.kind.${kind}`)}</p>
        {dialog === 'fail' && <Reason reason={reason} />}
        <p>
          <LocaleLink to={VERIFICATION_PAGE_PATH} onClick={close}>
            {t('verify.page')}
          </LocaleLink>
        </p>
        <div className="acc-dialog__actions">
          <button type="button" className="tu-button" onClick={close}>
            {t('verify.later')}
          </button>
          <button
            type="button"
            className="tu-button tu-button--primary"
            onClick={() => openVerificationUpload(verification, ui)}
          >
            {dialog === 'auth' ? t('verify.start') : t('verify.retry')}
          </button>
        </div>
      </PopupFrame>
    );
  }

  const status = kind === 'spotcheck' ? order.preview?.spotcheckStatus : order.preview?.realnameStatus;
  const reviewing = status === VERIFICATION_REVIEWING_STATUS;
  const widgetKind = verification.widgetSkipped && verification.requiresWidget;
  return (
    <PopupFrame id="acc-verify-upload" title={t('verify.upload.title', { sn })} onClose={close}>
      <p>
        {t(`verify.kind.${kind}`)} · {order.productName}
      </p>
      <Reason reason={reason} />
      {reviewing && <p role="status">{t('verify.reviewing')}</p>}
      {!reviewing && widgetKind && (
        <div className="acc-dialog__actions">
          <button
            type="button"
            className="tu-button tu-button--primary"
            onClick={() => reopenWidget(verification, ui)}
          >
            {t('verify.openWidget')}
          </button>
        </div>
      )}
      {!reviewing && !widgetKind && <VerificationForm key={`${sn}-${kind}`} order={order} kind={kind} />}
    </PopupFrame>
  );
});
