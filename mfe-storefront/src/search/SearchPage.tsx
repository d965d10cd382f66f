// /search?q=: the games and live apps matching the query, grouped by kind and priced in the shopper's
// currency, with the search form to search again.
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  PageHeading,
  usePageData,
  usePageReload,
  type ProductKind,
  type ServerRender,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerSearchStrings';
import '../storefront.css';
import { ProductGrid } from '../home/ProductGrid';
import { SearchBox } from './SearchBox';
import { head, loader, type SearchData } from './searchLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

const KINDS: readonly ProductKind[] = ['game', 'live'];

export default function SearchPage() {
  const { t } = useTranslation(NS);
  const { query, results } = usePageData<SearchData>();
  const reload = usePageReload();
  return (
    <div className="sf-listing">
      <PageHeading lead={t('search.lead')}>{t('search.title')}</PageHeading>
      {/* A new query is a new form, filled with it. */}
      <SearchBox key={query} initial={query} id="sf-search-page" />
      {results === null && <p className="sf-muted">{t('search.prompt')}</p>}
      {results && !results.ok && <ErrorState error={results.error} onRetry={reload} />}
      {results?.ok && results.data.length === 0 && <EmptyState message={t('search.empty', { query })} />}
      {results?.ok && results.data.length > 0 && (
        <>
          <p className="sf-muted" role="status">
            {t('search.results', { count: results.data.length, query })}
          </p>
          {KINDS.map((kind) => {
            const list = results.data.filter((product) => product.kind === kind);
            if (list.length === 0) return null;
            return (
              <section key={kind} className="sf-section" aria-labelledby={`sf-search-${kind}`}>
                <h2 id={`sf-search-${kind}`}>{t(`search.kinds.${kind}`)}</h2>
                <ProductGrid list={list} />
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}
