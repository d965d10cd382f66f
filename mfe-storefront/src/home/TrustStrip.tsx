// Why a first-time shopper can trust the store, from its own records (the home listing's `trust`): how
// soon it delivers, how many orders it has delivered, how shoppers rate it, and the ways to pay.
import { useTranslation } from 'react-i18next';
import { imageHosts, resolveImageUrl, type StoreTrust } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';

/** Below this many delivered orders the count reassures nobody: the strip leaves it out. */
export const TRUST_MIN_ORDERS_SHOWN = 50;
/** store-api's payment marks are drawn 64 x 40. */
const MARK_WIDTH = 64;
const MARK_HEIGHT = 40;

export function TrustStrip({ trust }: { trust: StoreTrust }) {
  const { t, i18n } = useTranslation(NS);
  const number = new Intl.NumberFormat(i18n.language);
  const rating = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const figures = [
    {
      key: 'delivery',
      value: t('home.trust.deliveryValue', { minutes: trust.typicalDeliveryMinutes }),
      label: t('home.trust.delivery'),
    },
    ...(trust.ordersDelivered >= TRUST_MIN_ORDERS_SHOWN
      ? [{ key: 'orders', value: number.format(trust.ordersDelivered), label: t('home.trust.orders') }]
      : []),
    ...(trust.ratingCount > 0
      ? [
          {
            key: 'rating',
            value: t('home.trust.ratingValue', { rating: rating.format(trust.averageRating) }),
            label: t('home.trust.rating', {
              count: trust.ratingCount,
              shown: number.format(trust.ratingCount),
            }),
          },
        ]
      : []),
  ];
  return (
    <section className="sf-trust" aria-labelledby="sf-trust-title">
      <h2 id="sf-trust-title" className="tu-visually-hidden">
        {t('home.trust.title')}
      </h2>
      <ul className="sf-trust__figures">
        {figures.map((figure) => (
          <li key={figure.key} className={`sf-trust__figure sf-trust__figure--${figure.key}`}>
            <strong>{figure.value}</strong> <span>{figure.label}</span>
          </li>
        ))}
      </ul>
      <div className="sf-trust__pay">
        <span className="sf-trust__pay-label" id="sf-trust-pay">
          {t('home.trust.pay')}
        </span>
        <ul className="sf-trust__marks" aria-labelledby="sf-trust-pay">
          {trust.paymentMarks.map((mark) => (
            <li key={mark.id}>
              <img
                src={resolveImageUrl(mark.pic, imageHosts())}
                alt={t(`home.trust.marks.${mark.id}`)}
                width={MARK_WIDTH}
                height={MARK_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
