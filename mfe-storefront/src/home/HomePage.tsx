import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ClientOnly,
  EmptyState,
  ErrorState,
  PageHeading,
  usePageData,
  usePageReload,
  type HomeIndex,
  type ServerRender,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerHomeStrings';
import '../storefront.css';
import { HomeBanners } from './HomeBanners';
import { HomeFilters } from './HomeFilters';
import { NewUserBanner } from './NewUserBanner';
import { ProductGrid } from './ProductGrid';
import { QuietBoundary } from './QuietBoundary';
import { SellToUs } from './SellToUs';
import { TrustStrip } from './TrustStrip';
import { HOME_FILTER_PARAM, toHomeFilter } from './homeFilter';
import { head, loader, type HomeData } from './homeLoader';
import { homeSections } from './homeSections';

export { head, loader };

type HomeSectionData = HomeIndex['sections'][number];

const HomeTips = lazy(() => import(/* webpackChunkName: "home-tips" */ './HomeTips'));
export const serverRender: ServerRender = 'everyone';

export default function HomePage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const filter = toHomeFilter(params.get(HOME_FILTER_PARAM));
  const { banners, index, hot, popups, newUserOffer } = usePageData<HomeData>();
  const reload = usePageReload();
  const sections = index.ok ? homeSections(index.data.sections, filter, hot.ok ? hot.data : null) : [];
  const shown = sections.some((section) => section.products.length > 0) ? sections : [];
  const [firstSection, ...otherSections] = shown;
  return (
    <div className="sf-home">
      <PageHeading lead={t('home.lead')}>{t('home.title')}</PageHeading>
      {banners.ok && <HomeBanners list={banners.data} />}
      <HomeFilters active={filter} />
      {!index.ok && <ErrorState error={index.error} onRetry={reload} />}
      {index.ok && sections.every((section) => section.products.length === 0) && <EmptyState />}
      {/* Products first, as the peers' homes do: on a phone the first section starts on the first
          screen, and why to trust the store and the new-user offer follow it. */}
      {firstSection && <HomeSection section={firstSection} />}
      {!filter && index.ok && index.data.trust && <TrustStrip trust={index.data.trust} />}
      <NewUserBanner offer={newUserOffer} />
      {otherSections.map((section) => (
        <HomeSection key={section.key} section={section} />
      ))}
      <SellToUs />
      {/* They read what the shopper closed or saw: rendered once the page has hydrated. */}
      <ClientOnly>
        <QuietBoundary>
          <Suspense fallback={null}>
            <HomeTips popups={popups.ok ? popups.data : null} />
          </Suspense>
        </QuietBoundary>
      </ClientOnly>
    </div>
  );
}

function HomeSection({ section }: { section: HomeSectionData }) {
  const { t } = useTranslation(NS);
  return (
    <section className="sf-section" aria-labelledby={`sf-section-${section.key}`}>
      <h2 id={`sf-section-${section.key}`}>{t(`home.sections.${section.key}`)}</h2>
      <ProductGrid list={section.products} />
    </section>
  );
}
