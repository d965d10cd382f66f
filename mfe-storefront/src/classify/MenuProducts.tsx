import type { ReactNode } from 'react';
import { EmptyState, ErrorState, type Settled } from '@topup/shared-lib';
import { type MenuDetail } from '../catalogue/catalogueTypes';
import { ProductGrid } from '../home/ProductGrid';

const NOT_FOUND = 404;

/**
 * The products of one menu entry, with its label as the heading (and `more`, a way on, beside it); a
 * missing entry says so.
 */
export function MenuProducts({
  category,
  onRetry,
  notFoundMessage,
  more,
}: {
  category: Settled<MenuDetail>;
  onRetry: () => void;
  notFoundMessage?: string;
  more?: (category: MenuDetail) => ReactNode;
}) {
  if (!category.ok) {
    return category.error.code === NOT_FOUND ? (
      <EmptyState message={notFoundMessage} />
    ) : (
      <ErrorState error={category.error} onRetry={onRetry} />
    );
  }
  const { id, label, products } = category.data;
  return (
    <section className="sf-section" aria-labelledby={`sf-menu-${id}`}>
      <div className="sf-section__head">
        <h2 id={`sf-menu-${id}`}>{label}</h2>
        {more?.(category.data)}
      </div>
      <ProductGrid list={products} />
    </section>
  );
}
