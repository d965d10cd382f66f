import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ORDERS_PAGE_SIZE,
  ORDER_FILTER_PARAM,
  ORDER_PAGE_PARAM,
  STATUS_FILTERS,
  orderListQuery,
  orderPageOf,
  orders,
  statusFilterOf,
  useAsync,
  userStore,
  type OrderTotals,
  type StatusFilter,
  Pagination,
  pageCount,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import { OrderCard } from './OrderCard';

const countOf = (totals: OrderTotals, filter: StatusFilter): number =>
  filter === 'all' ? totals.total : totals[filter];

/** The member's orders by status (kept in the URL with the page), with totals and search. */
export function OrdersPanel() {
  const { t, i18n } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  // As the shell's entry reads them from the address, to start the first list early (FIRST_READS).
  const filter = statusFilterOf(params);
  const pageNum = orderPageOf(params);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(0);

  const totals = useAsync(() => orders.totals(), [userStore.token, version]);
  const page = useAsync(
    () =>
      query
        ? orders.search({ keyword: query, pageNum, pageSize: ORDERS_PAGE_SIZE })
        : orders.list(orderListQuery(filter, pageNum)),
    [userStore.token, filter, pageNum, query, version, i18n.language],
  );
  const changed = () => setVersion((n) => n + 1);

  const update = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: false },
    );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(keyword.trim());
    update({ [ORDER_PAGE_PARAM]: null });
  };

  return (
    <section className="acc-orders-panel" aria-labelledby="acc-orders-panel-heading">
      <h2 id="acc-orders-panel-heading" className="acc-section-title">
        {t('orders.title')}
      </h2>
      <form role="search" className="acc-search" onSubmit={search}>
        <label htmlFor="acc-order-search">{t('orders.search.label')}</label>
        <input
          id="acc-order-search"
          type="search"
          value={keyword}
          placeholder={t('orders.search.placeholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="tu-button">
          {t('orders.search.submit')}
        </button>
        {query && (
          <button
            type="button"
            className="tu-button tu-button--ghost"
            onClick={() => {
              setKeyword('');
              setQuery('');
            }}
          >
            {t('orders.search.clear')}
          </button>
        )}
      </form>
      {!query && (
        <nav className="acc-filters" aria-label={t('orders.filterLabel')}>
          {STATUS_FILTERS.map((key) => (
            <button
              key={key}
              type="button"
              className="acc-filter"
              aria-pressed={filter === key}
              onClick={() =>
                update({ [ORDER_FILTER_PARAM]: key === 'all' ? null : key, [ORDER_PAGE_PARAM]: null })
              }
            >
              {t(`orders.filter.${key}`)}
              {totals.status === 'success' ? (
                <span className="acc-filter__count"> ({countOf(totals.data, key)})</span>
              ) : (
                // Room for a count while they load, so the row does not wrap anew when they come
                // (issue 10: CLS 0.015 on a phone). Hidden, it is no part of the button's name.
                <span className="acc-filter__count acc-filter__count--pending" aria-hidden="true">
                  {' (0)'}
                </span>
              )}
            </button>
          ))}
        </nav>
      )}
      {query && <p role="status">{t('orders.search.results', { query })}</p>}
      {page.status === 'loading' && <LoadingState />}
      {page.status === 'error' && <ErrorState error={page.error} onRetry={page.reload} />}
      {page.status === 'success' && page.data.list.length === 0 && (
        <EmptyState message={query ? t('orders.search.none') : t('orders.none')} />
      )}
      {page.status === 'success' && page.data.list.length > 0 && (
        <>
          <div className="acc-order-list">
            {page.data.list.map((order) => (
              <OrderCard key={order.id} order={order} onChanged={changed} />
            ))}
          </div>
          <Pagination
            label={t('pagination.label')}
            pageNum={pageNum}
            pages={pageCount(page.data.total, ORDERS_PAGE_SIZE)}
            onPage={(next) => update({ [ORDER_PAGE_PARAM]: next === 1 ? null : String(next) })}
          />
        </>
      )}
    </section>
  );
}
