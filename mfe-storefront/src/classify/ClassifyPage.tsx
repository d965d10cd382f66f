// Categories from the v2 menu (spec 7); the chosen one is in the URL (?id=) and its products come
// from /hpms/product/index/v2/menu/{id}.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LoadingState,
  LocaleLink,
  PageHeading,
  mediaUrl,
  products,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { MenuProducts } from './MenuProducts';
import { MENU_PARAM } from './menuParam';

export default function ClassifyPage() {
  const { t, i18n } = useTranslation(NS);
  const [params] = useSearchParams();
  const menu = useAsync(() => products.menu(), [i18n.language]);
  const wanted = Number(params.get(MENU_PARAM));
  const list = menu.status === 'success' ? menu.data : [];
  const active = list.find((item) => item.id === wanted) ?? list[0] ?? null;
  return (
    <div className="sf-listing">
      <PageHeading lead={t('classify.lead')}>{t('classify.title')}</PageHeading>
      {menu.status === 'loading' && <LoadingState />}
      {menu.status === 'error' && <ErrorState error={menu.error} onRetry={menu.reload} />}
      {menu.status === 'success' && (
        <div className="sf-classify">
          <nav aria-label={t('classify.menu')} className="sf-classify__menu">
            <ul>
              {list.map((item) => (
                <li key={item.id}>
                  <LocaleLink
                    to={`/classify?${MENU_PARAM}=${item.id}`}
                    className="sf-filter"
                    aria-current={item.id === active?.id ? 'page' : undefined}
                  >
                    <img src={mediaUrl(item.icon)} alt="" width={24} height={24} />
                    {item.label}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          {active && <MenuProducts id={active.id} />}
        </div>
      )}
    </div>
  );
}
