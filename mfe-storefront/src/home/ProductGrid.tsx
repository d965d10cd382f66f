// A product list shown a page at a time ("Show more"), with the empty state when there is nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type ProductSummary } from '@topup/shared-lib';
import { NS } from '../i18n';
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
  if (list.length === 0) return <EmptyState />;
  const visible = list.slice(0, shown);
  return (
    <>
      <ul className="tu-grid">
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
            <button type="button" className="tu-button" onClick={() => setShown((n) => n + pageSize)}>
              {t('list.more')}
            </button>
          )}
        </p>
      )}
    </>
  );
}
