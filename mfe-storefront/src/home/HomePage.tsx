import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeading } from '@topup/shared-lib';
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
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const filter = toHomeFilter(params.get(HOME_FILTER_PARAM));
  const index = useHomeIndex();
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
      {!filter && <HotList />}
      {index.status === 'loading' && <LoadingState />}
      {index.status === 'error' && <ErrorState error={index.error} onRetry={index.reload} />}
      {index.status === 'success' &&
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
      <AddToDesktop />
      <HomePopups />
    </div>
  );
}
