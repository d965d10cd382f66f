import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ClientOnly,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeading,
  products,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { AddToDesktop } from './AddToDesktop';
import { HomeBanners } from './HomeBanners';
import { HomeFilters } from './HomeFilters';
import { HomePopups } from './HomePopups';
import { HotList } from './HotList';
import { NewUserBanner } from './NewUserBanner';
import { ProductGrid } from './ProductGrid';
import { HOME_FILTER_PARAM, toHomeFilter } from './homeFilter';
import { useHomeIndex } from './useHomeIndex';

export default function HomePage() {
  const { t, i18n } = useTranslation(NS);
  const [params] = useSearchParams();
  const filter = toHomeFilter(params.get(HOME_FILTER_PARAM));
  const index = useHomeIndex();
  const hot = useAsync(() => products.recommendConfig(), [i18n.language]);
  // One loading line until the hot list and the sections are both known: they then appear together,
  // instead of the hot list arriving later and pushing the sections down (issue 10, CLS).
  const loading = index.status === 'loading' || (!filter && hot.status === 'loading');
  const sections =
    index.status === 'success'
      ? index.data.sections.filter((section) =>
          filter ? section.key === filter : section.products.length > 0,
        )
      : [];
  return (
    <div className="sf-home">
      <PageHeading lead={t('home.lead')}>{t('home.title')}</PageHeading>
      <HomeBanners />
      <NewUserBanner />
      <HomeFilters active={filter} />
      {!filter && !loading && hot.status === 'success' && <HotList config={hot.data} />}
      {loading && <LoadingState />}
      {!loading && index.status === 'error' && <ErrorState error={index.error} onRetry={index.reload} />}
      {!loading &&
        index.status === 'success' &&
        (sections.every((section) => section.products.length === 0) ? (
          <EmptyState />
        ) : (
          sections.map((section) => (
            <section key={section.key} className="sf-section" aria-labelledby={`sf-section-${section.key}`}>
              <h2 id={`sf-section-${section.key}`}>{t(`home.sections.${section.key}`)}</h2>
              <ProductGrid list={section.products} />
            </section>
          ))
        ))}
      {/* Below the sections: it appears with them rather than being pushed down by them (CLS). Both
          read what the shopper closed or saw: rendered once the page has hydrated. */}
      <ClientOnly>
        {!loading && <AddToDesktop />}
        <HomePopups />
      </ClientOnly>
    </div>
  );
}
