import { useTranslation } from 'react-i18next';
import { ApiError, EmptyState, ErrorState, LoadingState, products, useAsync } from '@topup/shared-lib';
import { NS } from '../i18n';
import { ProductGrid } from '../home/ProductGrid';

const NOT_FOUND = 404;

/** The products of one menu entry, with its label as the heading. */
export function MenuProducts({ id, notFoundMessage }: { id: number | string; notFoundMessage?: string }) {
  const { i18n } = useTranslation(NS);
  const detail = useAsync(() => products.menuItem(id), [id, i18n.language]);
  if (detail.status === 'loading') return <LoadingState />;
  if (detail.status === 'error') {
    if (detail.error instanceof ApiError && detail.error.code === NOT_FOUND) {
      return <EmptyState message={notFoundMessage} />;
    }
    return <ErrorState error={detail.error} onRetry={detail.reload} />;
  }
  return (
    <section className="sf-section" aria-labelledby={`sf-menu-${detail.data.id}`}>
      <h2 id={`sf-menu-${detail.data.id}`}>{detail.data.label}</h2>
      <ProductGrid list={detail.data.products} />
    </section>
  );
}
