// The purchase form of a top-up page, in numbered steps as peers ask for them: 1 the game account (with
// the lookup), 2 the pack and quantity, 3 pay: coupon (with a promo code, the new-user offer, and which
// unpaid order holds a coupon), summary, then "Buy now" (on a phone also in a bar stuck to the screen's
// bottom) ->
// login if needed (the purchase goes on once logged in) -> unpaid check -> confirm -> order -> payment list.
import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  announceCheckoutCreated,
  failureText,
  ClientOnly,
  Countdown,
  LocaleLink,
  PageHeading,
  gameServerName,
  useLanguage,
  useStores,
  type Coupon,
  type MemberCoupon,
  type ValidationIssue,
} from '@topup/shared-lib';
import { mediaUrl } from '../media/mediaUrl';
import { UNPAID_ORDER_THRESHOLD } from './unpaidOrders';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { AccountFields } from './AccountFields';
import { BuyBar } from './BuyBar';
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
import { StepHeading } from './StepHeading';
import { gameLookupFor } from './gameAccounts';
import { rememberAccount } from './lastAccount';
import { MAX_QUANTITY, MIN_QUANTITY, bestCoupon, couponSaving } from './pricing';
import { attemptKeyFor, endAttempt } from './purchaseAttempt';
import { clearDraft } from './purchaseDraft';
import { useAccountLookup } from './useAccountLookup';
import { useBuyAfterLogin } from './useBuyAfterLogin';
import { useFocusOnProblem } from './useFocusOnProblem';
import { useHeldCoupons } from './useHeldCoupons';
import { usePurchaseDraft } from './usePurchaseDraft';
import { usePurchaseExtras } from './usePurchaseExtras';
import { useOrderQuote } from './useOrderQuote';
import type { TopUpProduct } from './topUpLoader';
import { tooManyUnpaid } from './unpaidCheck';
import { purchaseApi } from './purchaseApi';

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
  const { user, ui, currency: shopperCurrency, api, loginPopup } = useStores();
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
  // The page's estimate only decides whether the chosen coupon takes anything off (so it is sent);
  // every figure shown is store-api's quote for exactly what the order will send.
  const couponUsed = chosen && couponSaving(chosen, original, extras.vipPercent, rate) > 0 ? chosen : null;
  const priced = sku
    ? {
        productId: detail.id,
        skuId: sku.id,
        quantity,
        ...(couponUsed ? { memberCouponId: couponUsed.id } : {}),
        currency,
      }
    : null;
  const quote = useOrderQuote(
    // A member's coupons are still being read: the price waits for them (the best one may change it).
    isLogin && extras.loading ? null : priced,
    user.info ? String(user.info.id) : 'guest',
  );

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

  // An account the game's lookup found is the one the next visit starts with.
  const foundAccount = lookup.status === 'found';
  useEffect(() => {
    if (foundAccount) rememberAccount(linkName, draft.fields);
  }, [foundAccount, linkName, draft.fields]);

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
    if (quote.status === 'failed') {
      // store-api refused to price this purchase (the summary says why): it would refuse the order too.
      setBuyMessage(quote.message ?? tc('status.error'));
      return;
    }
    setBuyMessage(null);
    // The form lives in session storage, so it is all still here after the login popup; so is the
    // wish to buy, and the purchase goes on once the shopper has logged in.
    if (!user.requireLogin('purchase')) {
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
    loginOpen: loginPopup.visible,
    // The account is known and the member's coupons are in: the confirm dialog shows the order's price.
    ready: lookup.status !== 'checking' && !extras.loading,
    buy: () => void onBuy(),
  });

  const onConfirm = async () => {
    if (!sku) return;
    setPlacing(true);
    try {
      if (!priced) return;
      // The inputs the shown quote priced, so the order is charged what the page showed.
      const payload = {
        ...priced,
        delivery: deliveryEntries.map((entry) => `${entry.label}:${entry.value}`),
      };
      // Confirming the same order again (after a failure or a dropped connection) is the same attempt.
      const cartToken = attemptKeyFor(linkName, payload);
      const order = await purchaseApi(api).create(payload, cartToken);
      // The cart (this purchase attempt) became a checkout (the order).
      announceCheckoutCreated({ cartToken, checkoutId: order.orderSn });
      endAttempt(linkName);
      clearDraft(linkName);
      setConfirming(false);
      user.memberDataChanged();
      // The order now holds its coupon: the page's coupons are read again.
      extras.refresh();
      ui.openSitePopup({ kind: 'paymentList', orderId: String(order.id) });
    } catch (error) {
      // The form stays as it was; the server says why (this call does not toast itself).
      const message = failureText(error, tc) ?? tc('status.error');
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

  const confirmDetails: ConfirmDetails | null = sku
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
        // Store-api's quote, as the summary shows it; null while it is asked.
        total: quote.status === 'ready' ? quote.quote.amount : null,
        currency: quote.status === 'ready' ? quote.quote.currency : currency,
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
            <section className="sf-step" aria-labelledby="sf-step-account">
              <StepHeading id="sf-step-account" n={1}>
                {t('topUp.steps.account')}
              </StepHeading>
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
            </section>
            <section className="sf-step" aria-labelledby="sf-step-pack">
              <StepHeading id="sf-step-pack" n={2}>
                {t('topUp.steps.pack')}
              </StepHeading>
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
            </section>
          </form>
          <StepHeading id="sf-step-pay" n={3}>
            {t('topUp.steps.pay')}
          </StepHeading>
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
          <OrderSummary quote={quote} />
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
          <BuyBar quote={quote} formId={PURCHASE_FORM_ID} />
        </aside>
      </div>

      {/* After the purchase: on a phone the form comes first. */}
      {seo?.description && <p className="sf-topup__seo">{seo.description}</p>}
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
