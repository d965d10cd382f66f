// Categories from the v2 menu; the chosen one is in the URL (?id=), else the menu's first, with
// the way to all its goods (/Good/{id}).
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  LocaleLink,
  PageHeading,
  usePageData,
  usePageReload,
  type ServerRender,
} from '@topup/shared-lib';
import { mediaUrl } from '../media/mediaUrl';
import { NS } from '../i18n';
import '../i18n/registerCatalogueStrings';
import '../storefront.css';
import { moreGoodsPath } from '../links/storePaths';
import { MenuProducts } from './MenuProducts';
import { MENU_PARAM } from './menuParam';
import { head, loader, type ClassifyData } from './classifyLoader';

export { head, loader };
export const serverRender: ServerRender = 'everyone';

export default function ClassifyPage() {
  const { t } = useTranslation(NS);
  const { menu, chosen, category } = usePageData<ClassifyData>();
  const reload = usePageReload();
  return (
    <div className="sf-listing">
      <PageHeading lead={t('classify.lead')}>{t('classify.title')}</PageHeading>
      {!menu.ok && <ErrorState error={menu.error} onRetry={reload} />}
      {menu.ok && (
        <div className="sf-classify">
          <nav aria-label={t('classify.menu')} className="sf-classify__menu">
            <ul>
              {menu.data.map((item) => (
                <li key={item.id}>
                  <LocaleLink
                    to={`/classify?${MENU_PARAM}=${item.id}`}
                    className="sf-filter"
                    aria-current={item.id === chosen ? 'page' : undefined}
                  >
                    <img src={mediaUrl(item.icon)} alt="" width={24} height={24} />
                    {item.label}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          {category && (
            <MenuProducts
              category={category}
              onRetry={reload}
              more={({ id, label }) => (
                <LocaleLink to={moreGoodsPath(id)}>{t('classify.seeAll', { name: label })}</LocaleLink>
              )}
            />
          )}
        </div>
      )}
    </div>
  );
}
