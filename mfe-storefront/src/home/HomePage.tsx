import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeading } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { ProductCard } from './ProductCard';
import { useHomeIndex } from './useHomeIndex';

export default function HomePage() {
  const { t } = useTranslation(NS);
  const index = useHomeIndex();
  return (
    <div className="sf-home">
      <PageHeading lead={t('home.lead')}>{t('home.title')}</PageHeading>
      {index.status === 'loading' && <LoadingState />}
      {index.status === 'error' && <ErrorState error={index.error} onRetry={index.reload} />}
      {index.status === 'success' &&
        (index.data.sections.every((section) => section.products.length === 0) ? (
          <EmptyState />
        ) : (
          index.data.sections
            .filter((section) => section.products.length > 0)
            .map((section) => (
              <section key={section.key} className="sf-section" aria-labelledby={`sf-section-${section.key}`}>
                <h2 id={`sf-section-${section.key}`}>{t(`home.sections.${section.key}`)}</h2>
                <ul className="tu-grid">
                  {section.products.map((product) => (
                    <ProductCard key={product.id} product={product} />
                  ))}
                </ul>
              </section>
            ))
        ))}
    </div>
  );
}
