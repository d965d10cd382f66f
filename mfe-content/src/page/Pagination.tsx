import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface PaginationProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  pageNum: number;
  pages: number;
  onPage: (pageNum: number) => void;
}

/** Previous / next with "Page n of m"; nothing when everything fits on one page. */
export function Pagination({ label, pageNum, pages, onPage }: PaginationProps) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="ct-pagination">
      <button type="button" className="tu-button" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">{t('pagination.pageOf', { page: pageNum, pages })}</span>
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
