import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { ProductCard } from '../home/ProductCard';
import { useHomeIndex } from '../home/useHomeIndex';

const CATEGORY_KEYS = ['game', 'live'] as const;

/** Categories: game and live top-ups from the catalogue (the v2 menu arrives with issue 6). */
export default function ClassifyPage() {
  const { t } = useTranslation(NS);
  const index = useHomeIndex();
  return (
    <div>
      <PageHeading lead={t('classify.lead')}>{t('classify.title')}</PageHeading>
      {index.status === 'loading' && <LoadingState />}
      {index.status === 'error' && <ErrorState error={index.error} onRetry={index.reload} />}
      {index.status === 'success' &&
        CATEGORY_KEYS.map((key) => {
          const list = index.data.sections.find((s) => s.key === key)?.products ?? [];
          return (
            <section key={key} className="sf-section" aria-labelledby={`sf-cat-${key}`}>
              <h2 id={`sf-cat-${key}`}>{t(`home.sections.${key}`)}</h2>
              <ul className="tu-grid">
                {list.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
