// A promo code redeemed on the purchase page (the store API redemption; the call shows no toast, so the answer
// shows here): the coupon joins the member's coupons and, when it applies to this product, the order.
// A guest is asked to log in. It is a form of its own beside the purchase form, so Enter in it redeems
// the code instead of buying.
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  NETWORK_ERROR_CODE,
  failureText,
  useCouponMoney,
  useStores,
  type MemberCoupon,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';

type Outcome = { kind: 'done' | 'error'; message: string } | null;

/** The coupon can be used on the product (its own, or store-wide). */
const usableOn = (coupon: MemberCoupon, productId: number) =>
  coupon.productId === null || coupon.productId === productId;

export const PromoCode = observer(function PromoCode({
  productId,
  onRedeemed,
}: {
  productId: number;
  /** The member now holds `coupon`; `usable`: it may be used on this product. */
  onRedeemed: (coupon: MemberCoupon, usable: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const { user, api } = useStores();
  // Named by its terms in the shopper's currency: the seeded name quotes USD.
  const { label } = useCouponMoney();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setOutcome({ kind: 'error', message: t('topUp.promo.required') });
      return;
    }
    setBusy(true);
    try {
      const coupon = await api.coupons.redeem({ code: trimmed });
      const usable = usableOn(coupon, productId);
      setOutcome({
        kind: 'done',
        message: t(usable ? 'topUp.promo.redeemed' : 'topUp.promo.notHere', { name: label(coupon) }),
      });
      setCode('');
      onRedeemed(coupon, usable);
    } catch (error) {
      const message =
        error instanceof ApiError && error.code !== NETWORK_ERROR_CODE
          ? (failureText(error, t) ?? t('topUp.promo.failed'))
          : t('topUp.promo.failed');
      setOutcome({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  if (!user.isLogin) {
    return (
      <div className="sf-promo-code">
        <h3>{t('topUp.promo.title')}</h3>
        <p className="sf-muted">{t('topUp.promo.guest')}</p>
        <button type="button" className="tu-button" onClick={() => user.requireLogin()}>
          {t('topUp.promo.login')}
        </button>
      </div>
    );
  }
  const outcomeId = 'sf-promo-outcome';
  return (
    <form className="sf-promo-code" noValidate onSubmit={(event) => void redeem(event)}>
      <h3>
        <label htmlFor="sf-promo-input">{t('topUp.promo.label')}</label>
      </h3>
      <div className="sf-promo-code__row">
        <input
          id="sf-promo-input"
          name="code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={outcome?.kind === 'error' || undefined}
          aria-describedby={outcome ? outcomeId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="tu-button" disabled={busy}>
          {busy ? t('topUp.promo.applying') : t('topUp.promo.apply')}
        </button>
      </div>
      {outcome && (
        <p
          id={outcomeId}
          className={outcome.kind === 'error' ? 'tu-field__error' : 'sf-promo-code__done'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </p>
      )}
    </form>
  );
});
