import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
export function Pagination({
  pageNum,
  pageSize,
  total,
  onPage,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(NS);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="acc-pagination" aria-label={t('pagination.label')}>
      <button type="button" className="tu-button" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        {t('pagination.previous')}
      </button>
      <span aria-current="page">{t('pagination.page', { page: Math.min(pageNum, pages), pages })}</span>
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
