// Spec 3 "Hot product list": the recommend config, shown only when enabled.
import { useTranslation } from 'react-i18next';
import { products, useAsync } from '@topup/shared-lib';
import { NS } from '../i18n';
import { ProductCard } from './ProductCard';

export function HotList() {
  const { t, i18n } = useTranslation(NS);
  const config = useAsync(() => products.recommendConfig(), [i18n.language]);
  if (config.status !== 'success' || !config.data.enabled || config.data.recommend.length === 0) return null;
  return (
    <section className="sf-section" aria-labelledby="sf-hot-list">
      <h2 id="sf-hot-list">{t('home.hotList')}</h2>
      <ul className="tu-grid">
        {config.data.recommend.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}
