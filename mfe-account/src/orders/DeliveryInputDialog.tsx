import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  FormField,
  LoadingState,
  PopupFrame,
  firstIssue,
  required,
  useAsync,
  useStores,
  type Order,
  type ValidationIssue,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';
import { orderListApi } from './orderListApi';

const FIELD_RULES = [required()];

/** The after-payment form of a paid order: why it waits (reason) and its fields. */
export function DeliveryInputDialog({
  order,
  onClose,
  onDone,
}: {
  order: Order;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const { api, ui } = useStores();
  const orders = orderListApi(api);
  const reason = useAsync(() => orders.deliveryReason(order.id), [orders, order.id]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [issues, setIssues] = useState<Record<string, ValidationIssue>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent, fields: string[]) => {
    event.preventDefault();
    const found: Record<string, ValidationIssue> = {};
    for (const field of fields) {
      const issue = firstIssue(values[field] ?? '', FIELD_RULES);
      if (issue) found[field] = issue;
    }
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await orders.submitDelivery(order.id, {
        fields: fields.map((field) => `${field}:${(values[field] ?? '').trim()}`),
      });
      ui.toast(t('delivery.sent'), 'success');
      onDone();
    } catch {
      // the api client showed the server's message; the typed values stay
    } finally {
      setBusy(false);
    }
  };

  return (
    <PopupFrame
      id={`acc-delivery-${order.id}`}
      title={t('delivery.title', { sn: order.orderSn })}
      onClose={onClose}
    >
      {reason.status === 'loading' && <LoadingState />}
      {reason.status === 'error' && <ErrorState error={reason.error} onRetry={reason.reload} />}
      {reason.status === 'success' && (
        <form className="acc-form" noValidate onSubmit={(event) => void submit(event, reason.data.fields)}>
          <p className="acc-form__reason">{reason.data.reason || t('delivery.defaultReason')}</p>
          {reason.data.fields.map((field) => (
            <FormField
              key={field}
              label={field}
              name={field}
              required
              value={values[field] ?? ''}
              issue={issues[field] ?? null}
              onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            />
          ))}
          <div className="acc-dialog__actions">
            <button type="submit" className="tu-button tu-button--primary" disabled={busy}>
              {busy ? t('delivery.sending') : t('delivery.submit')}
            </button>
          </div>
        </form>
      )}
    </PopupFrame>
  );
}
