import { useTranslation } from 'react-i18next';
import { LocaleLink, Price, type RecommendConfig } from '@topup/shared-lib';
import { NS } from '../i18n';
import { DecorativeImage } from '../page/DecorativeImage';

/**
 * Products the store recommends beside its articles (recommend config, prefix=blog), read with the
 * article by the page's loader (articleLoader.ts); nothing when they failed to load.
 */
export function RelatedProducts({ config }: { config: RecommendConfig | null }) {
  const { t } = useTranslation(NS);
  if (!config?.enabled || config.recommend.length === 0) return null;
  return (
    <section className="ct-related" aria-labelledby="ct-related-title">
      <h2 id="ct-related-title">{t('article.related')}</h2>
      <ul>
        {config.recommend.map((product) => (
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
