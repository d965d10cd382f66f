// Spec 3 "Hot product list": the recommend config, shown only when enabled.
import { useTranslation } from 'react-i18next';
import type { RecommendConfig } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import { ProductCard } from './ProductCard';
import { gridStyle } from './gridColumns';

/** Whether the config has a list to show. */
export const hotListShown = (config: RecommendConfig): boolean =>
  config.enabled && config.recommend.length > 0;

/** The home page loads the config with its sections, so both appear together (no layout shift). */
export function HotList({ config }: { config: RecommendConfig }) {
  const { t } = useTranslation(NS);
  if (!hotListShown(config)) return null;
  return (
    <section className="sf-section" aria-labelledby="sf-hot-list">
      <h2 id="sf-hot-list">{t('home.hotList')}</h2>
      <ul className="sf-grid" style={gridStyle(config.recommend.length)}>
        {config.recommend.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  );
}
