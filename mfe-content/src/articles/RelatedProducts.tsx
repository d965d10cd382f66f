import { useTranslation } from 'react-i18next';
import { LocaleLink, Price, products, useAsync } from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';

/** Products the store recommends beside its articles (recommend config, prefix=blog). */
export function RelatedProducts() {
  const { t, i18n } = useTranslation(NS);
  const config = useAsync(() => products.recommendConfig({ prefix: 'blog' }), [i18n.language]);
  // A side block: while loading or when it fails, the article stands alone.
  if (config.status !== 'success' || !config.data.enabled || config.data.recommend.length === 0) return null;
  return (
    <section className="ct-related" aria-labelledby="ct-related-title">
      <h2 id="ct-related-title">{t('article.related')}</h2>
      <ul>
        {config.data.recommend.map((product) => (
          <li key={product.id} className="tu-card ct-related__item">
            <DecorativeImage src={product.pic} width={64} height={64} sizing={{ width: 64, height: 64 }} />
            <div>
              <LocaleLink to={`/top-up/${encodeURIComponent(product.linkName)}`}>{product.name}</LocaleLink>
              <p>
                {t('article.priceFrom')}{' '}
                <Price
                  amount={product.minPrice}
                  currency={product.currency}
                  original={product.originalPrice}
                />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
