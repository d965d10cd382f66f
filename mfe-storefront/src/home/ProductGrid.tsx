// A product list shown a page at a time ("Show more"), with the empty state when there is nothing. The
// page grows only when the shopper asks, each step rendering only its own cards (ProductCard is memoised),
// and the keyboard goes on from the first card the step added.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type ProductSummary } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerProductGridStrings';
import { ProductCard } from './ProductCard';

/** Products per step of progressive loading. */
export const LIST_PAGE_SIZE = 12;

export function ProductGrid({
  list,
  pageSize = LIST_PAGE_SIZE,
}: {
  list: ProductSummary[];
  pageSize?: number;
}) {
  const { t } = useTranslation(NS);
  const [shown, setShown] = useState(pageSize);
  const listRef = useRef<HTMLUListElement>(null);
  /** The position of the first card the last "Show more" added, until it has taken the focus. */
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    if (firstAdded.current === null) return;
    // The button moves below the new cards (or goes, at the end): focus would otherwise skip them.
    listRef.current?.children[firstAdded.current]?.querySelector('a')?.focus();
    firstAdded.current = null;
  }, [shown]);
  if (list.length === 0) return <EmptyState />;
  const visible = list.slice(0, shown);
  const showMore = () => {
    firstAdded.current = visible.length;
    setShown((count) => count + pageSize);
  };
  return (
    <>
      <ul className="sf-grid" ref={listRef}>
        {visible.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
      {list.length > pageSize && (
        <p className="sf-more">
          <span className="sf-muted" role="status">
            {t('list.count', { shown: visible.length, total: list.length })}
          </span>
          {visible.length < list.length && (
            <button type="button" className="tu-button" onClick={showMore}>
              {t('list.more')}
            </button>
          )}
        </p>
      )}
    </>
  );
}
