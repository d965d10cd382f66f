// Why a first-time shopper can trust the store, from its own records (the home listing's `trust`): how
// soon it delivers, how many orders it has delivered, how shoppers rate it, and the ways to pay.
import { useTranslation } from 'react-i18next';
import { imageHosts, resolveImageUrl, type StoreTrust } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';

/** Below this many delivered orders the count reassures nobody: the strip leaves it out. */
export const TRUST_MIN_ORDERS_SHOWN = 50;
/** Nor is an average of a handful of ratings. */
export const TRUST_MIN_RATINGS_SHOWN = 5;
/** store-api's payment marks are drawn 64 x 40. */
const MARK_WIDTH = 64;
const MARK_HEIGHT = 40;

export function TrustStrip({ trust }: { trust: StoreTrust }) {
  const { t, i18n } = useTranslation(NS);
  const number = new Intl.NumberFormat(i18n.language);
  // [key, figure, what it counts]; a figure too small to reassure is left out.
  const figures = [
    [
      'delivery',
      t('home.trust.deliveryValue', { minutes: trust.typicalDeliveryMinutes }),
      t('home.trust.delivery'),
    ],
    trust.ordersDelivered >= TRUST_MIN_ORDERS_SHOWN && [
      'orders',
      number.format(trust.ordersDelivered),
      t('home.trust.orders'),
    ],
    trust.ratingCount >= TRUST_MIN_RATINGS_SHOWN && [
      'rating',
      // Stars out of five: the same notation in both languages.
      `${trust.averageRating.toFixed(1)} / 5`,
      t('home.trust.rating', { shown: number.format(trust.ratingCount) }),
    ],
  ].filter((figure) => figure !== false);
  return (
    <section className="sf-trust" aria-labelledby="sf-trust-title">
      <h2 id="sf-trust-title" className="tu-visually-hidden">
        {t('home.trust.title')}
      </h2>
      <ul className="sf-trust__figures">
        {figures.map(([key, value, label]) => (
          <li key={key} className={`sf-trust__figure sf-trust__figure--${key}`}>
            <strong>{value}</strong> <span>{label}</span>
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
