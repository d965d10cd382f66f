// The purchase form of a top-up page: denomination, quantity, account (with the lookup), coupon (with a
// promo code, the new-user offer, and which unpaid order holds a coupon), summary, then "Buy now" ->
// login if needed (the purchase goes on once logged in) -> unpaid check -> confirm -> order -> payment list.
import { useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  ClientOnly,
  Countdown,
  LocaleLink,
  PageHeading,
  UNPAID_ORDER_THRESHOLD,
  gameServerName,
  mediaUrl,
  trackCheckoutCreate,
  useLanguage,
  useStores,
  type Coupon,
  type MemberCoupon,
  type ValidationIssue,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { AccountFields } from './AccountFields';
import { ConfirmOrderPopup, type ConfirmDetails } from './ConfirmOrderPopup';
import { CouponPicker } from './CouponPicker';
import { DenominationPicker } from './DenominationPicker';
import { HeldCouponNotice } from './HeldCouponNotice';
import { NewUserOffer } from './NewUserOffer';
import { OrderSummary } from './OrderSummary';
import { MoreGoods, ProductDetailsLink } from './ProductLinks';
import { ProductInfo } from './ProductInfo';
import { PromoCode } from './PromoCode';
import { ReviewPreview } from './ReviewPreview';
import { gameLookupFor } from './gameAccounts';
import { MAX_QUANTITY, MIN_QUANTITY, bestCoupon, estimatePrice } from './pricing';
import { attemptKeyFor, endAttempt } from './purchaseAttempt';
import { clearDraft } from './purchaseDraft';
import { useAccountLookup } from './useAccountLookup';
import { useBuyAfterLogin } from './useBuyAfterLogin';
import { useFocusOnProblem } from './useFocusOnProblem';
import { useHeldCoupons } from './useHeldCoupons';
import { usePurchaseDraft } from './usePurchaseDraft';
import { usePurchaseExtras } from './usePurchaseExtras';
import type { TopUpProduct } from './topUpLoader';
import { tooManyUnpaid } from './unpaidCheck';

const QUANTITIES = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_unused, i) => MIN_QUANTITY + i);
const ORDERS_PATH = '/user?tab=order';
/** The purchase form's id: "Buy now" sits in the summary beside it. */
const PURCHASE_FORM_ID = 'sf-purchase-form';

export const TopUpPurchase = observer(function TopUpPurchase({
  linkName,
  product,
}: {
  linkName: string;
  product: TopUpProduct;
}) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { user, ui, currency: shopperCurrency, api } = useStores();
  const { detail, delivery, seo, newUserOffer, menu, afterPay } = product;
  const { draft, update, setField } = usePurchaseDraft(linkName);
  const config = useMemo(() => gameLookupFor(linkName), [linkName]);
  const fields = delivery?.inputFields ?? detail.inputFields;
  const lookup = useAccountLookup(
    config,
    config ? (draft.fields[config.accountField] ?? '') : '',
    config?.serverField ? (draft.fields[config.serverField] ?? '') : '',
  );
  const isLogin = user.isLogin;
  const extras = usePurchaseExtras(detail.id, detail.coupons, isLogin);
  const held = useHeldCoupons(detail.id, isLogin, extras.version);

  const [submitted, setSubmitted] = useState(false);
  const [buyMessage, setBuyMessage] = useState<string | null>(null);
  const [unpaidWarning, setUnpaidWarning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [placing, setPlacing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState(0);
  useFocusOnProblem(formRef, problems);

  const sku = detail.skus.find((candidate) => candidate.id === draft.skuId) ?? null;
  const currency = sku?.currency ?? detail.skus[0]?.currency ?? shopperCurrency.code;
  const rate = shopperCurrency.rate;
  const quantity = Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(draft.quantity) || MIN_QUANTITY));
  const original = sku ? sku.price * quantity : 0;

  // undefined: the shopper has not chosen, so the best coupon is pre-selected; null: no coupon.
  const best = bestCoupon(extras.memberCoupons, original, extras.vipPercent, rate);
  const chosen =
    draft.memberCouponId === undefined
      ? best
      : (extras.memberCoupons.find((coupon) => coupon.id === draft.memberCouponId) ?? null);
  const estimate = sku
    ? estimatePrice({ unitPrice: sku.price, quantity, vipPercent: extras.vipPercent, coupon: chosen, rate })
    : null;
  const couponUsed = chosen && estimate && estimate.couponDiscount > 0 ? chosen : null;

  const fieldIssues: Record<string, ValidationIssue | undefined> = {};
  if (submitted) {
    for (const field of fields) {
      if (!(draft.fields[field] ?? '').trim()) fieldIssues[field] = { key: 'required' };
    }
  }
  const denominationError = submitted && !sku ? t('topUp.chooseDenomination') : null;
  const rolePending = lookup.status === 'found' && lookup.roles.length > 1 && !draft.roleId;
  const role =
    lookup.status === 'found'
      ? (lookup.roles.find((candidate) => candidate.roleId === draft.roleId) ?? null)
      : null;
  const nickname = lookup.status === 'found' ? (role?.nickname ?? lookup.account.nickname) : null;

  const deliveryEntries = fields.map((label) => ({ label, value: (draft.fields[label] ?? '').trim() }));

  const onBuy = async () => {
    setSubmitted(true);
    setUnpaidWarning(false);
    const missing = deliveryEntries.some((entry) => entry.value === '');
    if (!sku || missing) {
      setBuyMessage(t('topUp.fixErrors'));
      setProblems((n) => n + 1);
      return;
    }
    if (config && (lookup.status !== 'found' || rolePending)) {
      setBuyMessage(t('topUp.lookupRequired'));
      setProblems((n) => n + 1);
      return;
    }
    setBuyMessage(null);
    // The form lives in session storage, so it is all still here after the login popup; so is the
    // wish to buy, and the purchase goes on once the shopper has logged in.
    if (!user.requireLogin()) {
      update({ buyAfterLogin: true });
      return;
    }
    if (await tooManyUnpaid(api)) {
      setUnpaidWarning(true);
      return;
    }
    setConfirming(true);
  };

  useBuyAfterLogin({
    draft,
    update,
    isLogin,
    loginOpen: user.showLoginPopup,
    // The account is known and the member's coupons are in: the confirm dialog shows the order's price.
    ready: lookup.status !== 'checking' && !extras.loading,
    buy: () => void onBuy(),
  });

  const onConfirm = async () => {
    if (!sku) return;
    setPlacing(true);
    try {
      const payload = {
        productId: detail.id,
        skuId: sku.id,
        quantity,
        delivery: deliveryEntries.map((entry) => `${entry.label}:${entry.value}`),
        ...(couponUsed ? { memberCouponId: couponUsed.id } : {}),
        currency,
      };
      // Confirming the same order again (after a failure or a dropped connection) is the same attempt.
      const cartToken = attemptKeyFor(linkName, payload);
      const order = await api.orders.create(payload, cartToken);
      // Spec 3: the cart (this purchase attempt) became a checkout (the order).
      void trackCheckoutCreate({
        shopper: user.info,
        pathName: window.location.pathname,
        cartToken,
        checkoutId: order.orderSn,
      });
      endAttempt(linkName);
      clearDraft(linkName);
      setConfirming(false);
      user.memberDataChanged();
      // The order now holds its coupon: the page's coupons are read again.
      extras.refresh();
      ui.openSitePopup({ kind: 'paymentList', orderId: String(order.id) });
    } catch (error) {
      // The form stays as it was; the server says why (spec 7: this call does not toast itself).
      const message = error instanceof ApiError && error.message ? error.message : tc('status.error');
      ui.toast(message, 'error');
      setConfirming(false);
    } finally {
      setPlacing(false);
    }
  };

  const onClaim = async (coupon: Coupon) => {
    if (!user.requireLogin()) return;
    const claimed = await extras.claim(coupon);
    if (claimed) {
      ui.toast(t('topUp.coupons.claimedToast'), 'success');
      update({ memberCouponId: claimed.id });
    }
  };

  const onRedeemed = (coupon: MemberCoupon, usable: boolean) => {
    extras.refresh();
    if (usable) update({ memberCouponId: coupon.id });
  };

  const confirmDetails: ConfirmDetails | null =
    sku && estimate
      ? {
          productName: detail.name,
          denomination: sku.name,
          quantity,
          // The server is shown by its name ("Asia"), the order still carries its id (os_asia).
          fields: deliveryEntries.map((entry) =>
            config?.servers && entry.label === config.serverField
              ? { ...entry, value: gameServerName(entry.value, language) ?? entry.value }
              : entry,
          ),
          nickname,
          total: estimate.total,
          currency,
        }
      : null;

  const promotionEnd = detail.promotionEndTime ? Date.parse(detail.promotionEndTime) : NaN;

  return (
    <article className="sf-topup">
      <header className="sf-topup__head">
        <img src={mediaUrl(detail.pic)} alt="" width={96} height={96} className="sf-topup__pic" />
        <div>
          <PageHeading lead={t('topUp.lead')}>{detail.name}</PageHeading>
          {delivery && (
            <p className="sf-muted">{t('topUp.delivery', { minutes: delivery.deliveryMinutes })}</p>
          )}
          {afterPay.length > 0 && (
            <p className="sf-muted">
              {t('topUp.afterPay', { fields: afterPay.join(t('topUp.afterPaySeparator')) })}
            </p>
          )}
          {Number.isFinite(promotionEnd) && (
            <p className="sf-promo">
              {t('topUp.promotion')}{' '}
              {/* The time left reads the clock: it shows once the page has hydrated. */}
              <ClientOnly>
                <Countdown target={promotionEnd} label={t('topUp.promotion')} />
              </ClientOnly>
            </p>
          )}
        </div>
      </header>
      <ProductInfo description={detail.description} note={delivery?.note ?? null}>
        <ProductDetailsLink productId={detail.id} />
      </ProductInfo>
      {seo?.description && <p className="sf-topup__seo">{seo.description}</p>}

      <div className="sf-topup__body">
        <div className="sf-topup__main">
          <form
            ref={formRef}
            id={PURCHASE_FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onBuy();
            }}
          >
            <DenominationPicker
              skus={detail.skus}
              selected={draft.skuId}
              onSelect={(skuId) => update({ skuId })}
              error={denominationError}
            />
            <div className="tu-field sf-quantity">
              <label className="tu-field__label" htmlFor="sf-quantity">
                {t('topUp.quantity')}
              </label>
              <select
                id="sf-quantity"
                value={quantity}
                onChange={(event) => update({ quantity: Number(event.target.value) })}
              >
                {QUANTITIES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <AccountFields
              fields={fields}
              values={draft.fields}
              issues={fieldIssues}
              onChange={setField}
              config={config}
              lookup={lookup}
              roleId={draft.roleId ?? null}
              onRole={(roleId) => update({ roleId })}
            />
          </form>
          <HeldCouponNotice held={held} />
          <NewUserOffer
            offer={newUserOffer}
            held={extras.memberCoupons.some((coupon) => coupon.couponId === newUserOffer?.id)}
            currency={currency}
            rate={rate}
            onClaim={(coupon) => void onClaim(coupon)}
          />
          <CouponPicker
            isLogin={isLogin}
            memberCoupons={extras.memberCoupons}
            offered={extras.offered}
            selectedId={couponUsed?.id ?? null}
            onSelect={(memberCouponId) => update({ memberCouponId })}
            onClaim={(coupon) => void onClaim(coupon)}
            original={original}
            rate={rate}
            currency={currency}
          />
          <PromoCode productId={detail.id} onRedeemed={onRedeemed} />
        </div>
        <aside className="sf-topup__side">
          <OrderSummary estimate={estimate} vipPercent={extras.vipPercent} currency={currency} />
          {buyMessage && (
            <p className="tu-field__error" role="alert">
              {buyMessage}
            </p>
          )}
          {unpaidWarning && (
            <div className="sf-warning" role="alert">
              <p>{t('topUp.tooManyUnpaid', { count: UNPAID_ORDER_THRESHOLD })}</p>
              <LocaleLink to={ORDERS_PATH}>{t('topUp.seeOrders')}</LocaleLink>
            </div>
          )}
          <button type="submit" form={PURCHASE_FORM_ID} className="tu-button tu-button--primary sf-buy">
            {t('topUp.buy')}
          </button>
        </aside>
      </div>

      <ReviewPreview sn={detail.sn} summary={detail.reviewSummary} />
      <MoreGoods menu={menu} />

      {confirming && confirmDetails && (
        <ConfirmOrderPopup
          details={confirmDetails}
          placing={placing}
          onConfirm={() => void onConfirm()}
          onClose={() => setConfirming(false)}
        />
      )}
    </article>
  );
});
