// Ways on from a purchase page: the product's details (/product/{id}) and more goods by category
// (/Good/{id}, one link per entry of the store's menu).
import { useTranslation } from 'react-i18next';
import { LocaleLink, type MenuItem } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerTopUpStrings';
import { moreGoodsPath, productDetailsPath } from '../links/storePaths';

export function ProductDetailsLink({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  return (
    <LocaleLink to={productDetailsPath(productId)} className="tu-button tu-button--ghost">
      {t('topUp.links.details')}
    </LocaleLink>
  );
}

/** Nothing when the menu could not be read: the page still sells. */
export function MoreGoods({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation(NS);
  if (menu.length === 0) return null;
  return (
    <nav className="sf-more-goods" aria-labelledby="sf-more-goods-title">
      <h2 id="sf-more-goods-title">{t('topUp.links.moreGoods')}</h2>
      <ul>
        {menu.map((item) => (
          <li key={item.id}>
            <LocaleLink to={moreGoodsPath(item.id)} className="sf-filter">
              {item.label}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
