// Previous / next paging for every list of the site, with "Page n of m" announced politely.
import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  /** Accessible name of the navigation landmark (e.g. "Blog pages"). */
  label: string;
  pageNum: number;
  pages: number;
  onPage: (pageNum: number) => void;
}

/** Nothing when everything fits on one page. */
export function Pagination({ label, pageNum, pages, onPage }: PaginationProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="tu-pagination">
      <button type="button" className="tu-button" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t('pagination.pageOf', { page: Math.min(pageNum, pages), pages })}</span>
      <button
        type="button"
        className="tu-button"
        disabled={pageNum >= pages}
        onClick={() => onPage(pageNum + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}

/** Number of pages for `total` items, at least one. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
