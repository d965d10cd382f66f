import { useTranslation } from 'react-i18next';
import {
  ClientOnly,
  Countdown,
  Image,
  Price,
  formatMoney,
  parseDelivery,
  useDeliveryFieldText,
  type Order,
  type OrderStateKey,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { CopyOrderNumber } from './CopyOrderNumber';

/**
 * The order as the shopper bought it: product, account details, money, status and time to pay. The
 * time left and the times of day are the shopper's clock and zone, which the store's server does not
 * know: they show once the page has hydrated.
 */
export function OrderSummary({
  order,
  state,
  onPayWindowOver,
}: {
  order: Order;
  state: OrderStateKey;
  onPayWindowOver?: () => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const delivery = parseDelivery(order.delivery);
  const deliveryText = useDeliveryFieldText();
  const couponDiscount = order.couponDiscount ?? 0;
  const vipDiscount = order.vipDiscount ?? 0;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <article className="tu-card co-order">
      <Image
        src={order.pic}
        alt={order.productName}
        preset="thumbnail"
        className="co-order__pic"
        width={96}
        height={96}
      />
      <dl>
        <dt>{t('order.number')}</dt>
        <dd>
          <span>{order.orderSn}</span> <CopyOrderNumber orderSn={order.orderSn} />
        </dd>
        <dt>{t('order.product')}</dt>
        <dd>{order.productName}</dd>
        <dt>{t('order.denomination')}</dt>
        <dd>{order.denomination}</dd>
        <dt>{t('order.quantity')}</dt>
        <dd>{order.quantity}</dd>
        {delivery.length > 0 && (
          <>
            <dt>{t('order.account')}</dt>
            <dd>
              <ul className="co-order__delivery">
                {delivery.map((field) => (
                  <li key={field.label}>{deliveryText(field)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('order.amount')}</dt>
        <dd>
          <Price amount={order.amount} currency={order.currency} original={order.originalAmount} />
        </dd>
        <dt>{t('order.coupon')}</dt>
        <dd>
          {couponDiscount > 0
            ? t('order.couponDiscount', {
                amount: formatMoney(couponDiscount, order.currency, i18n.language),
              })
            : t('order.couponNone')}
          {couponDiscount > 0 && <CouponNote state={state} />}
        </dd>
        {vipDiscount > 0 && (
          <>
            <dt>{t('order.vipDiscount')}</dt>
            <dd>−{formatMoney(vipDiscount, order.currency, i18n.language)}</dd>
          </>
        )}
        <dt>{t('order.status')}</dt>
        <dd>
          <span className={`co-status co-status--${state}`}>{t(`common:orderStatus.${state}`)}</span>
          <p className="co-order__help">{t(`order.statusHelp.${state}`)}</p>
        </dd>
        {state === 'unpaid' && (
          <>
            <dt>{t('order.timeLeft')}</dt>
            <dd>
              <ClientOnly>
                <Countdown
                  target={Date.parse(order.payExpireTime)}
                  label={t('order.timeLeftLabel')}
                  onFinish={onPayWindowOver}
                />
              </ClientOnly>
            </dd>
          </>
        )}
        <dt>{t('order.created')}</dt>
        <dd>
          <ClientOnly>
            <time dateTime={order.createTime}>{date(order.createTime)}</time>
          </ClientOnly>
        </dd>
        {order.payTime && (
          <>
            <dt>{t('order.paidAt')}</dt>
            <dd>
              <ClientOnly>
                <time dateTime={order.payTime}>{date(order.payTime)}</time>
              </ClientOnly>
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** Where the coupon an order used is now: held by it while it may still be paid, back once it never will. */
function CouponNote({ state }: { state: OrderStateKey }) {
  const { t } = useTranslation(NS);
  const note =
    state === 'unpaid' || state === 'paymentPending'
      ? t('order.couponHeld')
      : state === 'expired'
        ? t('order.couponHeldExpired')
        : state === 'cancelled' || state === 'refunded'
          ? t('order.couponReturned')
          : null;
  return note ? <p className="co-order__help">{note}</p> : null;
}
