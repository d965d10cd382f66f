import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  LocaleLink,
  ErrorState,
  Pagination,
  pageCount,
  usePageReload,
  type Order,
  type OrderTotals,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerOrdersStrings';
import { OrderCard } from './OrderCard';
import {
  ORDERS_PAGE_SIZE,
  ORDER_FILTER_PARAM,
  ORDER_PAGE_PARAM,
  ORDER_SEARCH_PARAM,
  STATUS_FILTERS,
  orderPageOf,
  orderSearchOf,
  statusFilterOf,
  type StatusFilter,
} from './orderList';
import type { OrdersPanelData } from './ordersPanelLoader';
import { useOrderNow } from './useOrderNow';

const NO_ORDERS: readonly Order[] = [];
/** Where an empty list of orders sends the shopper: the games. */
const GAMES_PATH = '/top-up';

const countOf = (totals: OrderTotals, filter: StatusFilter): number =>
  filter === 'all' ? totals.total : totals[filter];

/**
 * The member's orders by status, with totals and search, as the page's loader read them for the
 * address (orderList.ts): a filter, a page or a search changes the address, and an order action reads
 * the page again.
 */
/** `titled`: the panel names itself (an h2), unless the page's own heading already does. */
export function OrdersPanel({ data, titled = true }: { data: OrdersPanelData; titled?: boolean }) {
  const { t } = useTranslation(NS);
  const reload = usePageReload();
  const [params, setParams] = useSearchParams();
  const filter = statusFilterOf(params);
  const pageNum = orderPageOf(params);
  const query = orderSearchOf(params);
  const [keyword, setKeyword] = useState(query);
  const { totals, page } = data;
  const now = useOrderNow(data.loadedAt, page.ok ? page.data.list : NO_ORDERS);

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
    update({ [ORDER_SEARCH_PARAM]: keyword.trim() || null, [ORDER_PAGE_PARAM]: null });
  };

  return (
    <section className="acc-orders-panel" aria-labelledby={titled ? 'acc-orders-panel-heading' : undefined}>
      {titled && (
        <h2 id="acc-orders-panel-heading" className="acc-section-title">
          {t('orders.title')}
        </h2>
      )}
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
              update({ [ORDER_SEARCH_PARAM]: null, [ORDER_PAGE_PARAM]: null });
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
              {totals.ok ? (
                <span className="acc-filter__count"> ({countOf(totals.data, key)})</span>
              ) : (
                // The counts could not be read: the room of a count stays, so the row keeps its width
                // when they come with the next read. Hidden, it is no part of the button's name.
                <span className="acc-filter__count acc-filter__count--pending" aria-hidden="true">
                  {' (0)'}
                </span>
              )}
            </button>
          ))}
        </nav>
      )}
      {query && <p role="status">{t('orders.search.results', { query })}</p>}
      {!page.ok && <ErrorState error={page.error} onRetry={reload} />}
      {page.ok && page.data.list.length === 0 && (
        <>
          <EmptyState message={query ? t('orders.search.none') : t('orders.none')} />
          <p>
            <LocaleLink to={GAMES_PATH}>{t('orders.browseGames')}</LocaleLink>
          </p>
        </>
      )}
      {page.ok && page.data.list.length > 0 && (
        <>
          <div className="acc-order-list">
            {page.data.list.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                reviewed={data.reviewed.includes(order.orderSn)}
                onChanged={reload}
              />
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
