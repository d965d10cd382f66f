// The confirm step: repeats the account (and the nickname the lookup found) before the order exists.
import { useTranslation } from 'react-i18next';
import { PopupFrame, formatMoney } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { fieldKey } from './gameAccounts';
import { PRICE_PENDING } from './OrderSummary';

export interface ConfirmDetails {
  productName: string;
  denomination: string;
  quantity: number;
  fields: Array<{ label: string; value: string }>;
  nickname: string | null;
  /** store-api's quote of the order; null while it is asked. */
  total: number | null;
  currency: string;
}

export function ConfirmOrderPopup({
  details,
  placing,
  onConfirm,
  onClose,
}: {
  details: ConfirmDetails;
  placing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  return (
    <PopupFrame
      id="sf-confirm-order"
      title={t('topUp.confirm.title')}
      onClose={placing ? undefined : onClose}
    >
      <dl className="sf-confirm">
        <div>
          <dt>{t('topUp.confirm.product')}</dt>
          <dd>{details.productName}</dd>
        </div>
        <div>
          <dt>{t('topUp.confirm.denomination')}</dt>
          <dd>{details.denomination}</dd>
        </div>
        <div>
          <dt>{t('topUp.confirm.quantity')}</dt>
          <dd>{details.quantity}</dd>
        </div>
        {details.fields.map((field) => (
          <div key={field.label}>
            <dt>{t(`fields.${fieldKey(field.label)}`, { defaultValue: field.label })}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
        {details.nickname && (
          <div>
            <dt>{t('topUp.confirm.nickname')}</dt>
            <dd>{details.nickname}</dd>
          </div>
        )}
        <div className="sf-summary__total">
          <dt>{t('topUp.confirm.total')}</dt>
          <dd aria-busy={details.total === null || undefined}>
            {details.total === null
              ? PRICE_PENDING
              : formatMoney(details.total, details.currency, i18n.language)}
          </dd>
        </div>
      </dl>
      {placing && (
        <p role="status" className="sf-muted">
          {t('topUp.confirm.placing')}
        </p>
      )}
      <div className="sf-actions">
        <button type="button" className="tu-button" onClick={onClose} disabled={placing}>
          {t('topUp.confirm.back')}
        </button>
        <button
          type="button"
          className="tu-button tu-button--primary"
          onClick={onConfirm}
          disabled={placing || details.total === null}
        >
          {t('topUp.confirm.pay')}
        </button>
      </div>
    </PopupFrame>
  );
}
