import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupFrame } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';

export interface ConfirmDialogProps {
  id: string;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question on the shared popup stack; focus starts on the safe answer (keep). */
export function ConfirmDialog({
  id,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <PopupFrame id={id} title={title} onClose={onCancel} initialFocusRef={keepRef}>
      <p>{message}</p>
      <div className="acc-dialog__actions">
        <button ref={keepRef} type="button" className="tu-button" onClick={onCancel}>
          {t('confirm.keep')}
        </button>
        <button type="button" className="tu-button tu-button--primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </PopupFrame>
  );
}
