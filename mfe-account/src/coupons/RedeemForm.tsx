import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, useCouponMoney, useStores } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCouponsStrings';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Redeem a code (no error toast): the server's answer shows inline, the code stays typed. */
export function RedeemForm({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation(NS);
  const {
    api: { coupons },
    user,
  } = useStores();
  // Named by its terms in the shopper's currency: the seeded name quotes USD.
  const { label } = useCouponMoney();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setOutcome({ kind: 'error', message: t('redeem.required') });
      return;
    }
    setBusy(true);
    try {
      const coupon = await coupons.redeem({ code: trimmed });
      setOutcome({ kind: 'success', message: t('redeem.success', { name: label(coupon) }) });
      setCode('');
      onRedeemed();
      user.memberDataChanged();
    } catch (error) {
      const message = failureText(error, t) ?? t('redeem.failed');
      setOutcome({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tu-card acc-redeem" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor="acc-redeem-code">{t('redeem.label')}</label>
      <div className="acc-redeem__row">
        <input
          id="acc-redeem-code"
          name="code"
          value={code}
          autoComplete="off"
          aria-invalid={outcome?.kind === 'error' || undefined}
          aria-describedby={outcome ? 'acc-redeem-outcome' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="tu-button tu-button--primary" disabled={busy}>
          {busy ? t('redeem.submitting') : t('redeem.submit')}
        </button>
      </div>
      {outcome && (
        <p
          id="acc-redeem-outcome"
          className={`acc-redeem__outcome acc-redeem__outcome--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </p>
      )}
    </form>
  );
}
