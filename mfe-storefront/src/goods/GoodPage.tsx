// /Good/{id}: more goods, the products of one category; an id without a digit is refused.
import { useTranslation } from 'react-i18next';
import {
  PageHeading,
  titledHead,
  usePageData,
  usePageReload,
  type PageHeadArgs,
  type ServerRender,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../i18n/registerCatalogueStrings';
import '../storefront.css';
import { MenuProducts } from '../classify/MenuProducts';
import { InvalidParameter } from '../product/InvalidParameter';
import { loader, type GoodData } from './goodLoader';

export { loader };
export const serverRender: ServerRender = 'everyone';

/** The category's name where it was read, else the page's own name. */
export function head(data: GoodData, { t }: PageHeadArgs) {
  const category = !data.invalidParameter && data.category.ok ? data.category.data.label : '';
  return titledHead(t, category || t(`${NS}:good.title`));
}

export default function GoodPage() {
  const { t } = useTranslation(NS);
  const data = usePageData<GoodData>();
  const reload = usePageReload();
  return (
    <div className="sf-listing">
      <PageHeading lead={t('good.lead')}>{t('good.title')}</PageHeading>
      {data.invalidParameter ? (
        <InvalidParameter />
      ) : (
        <MenuProducts category={data.category} onRetry={reload} notFoundMessage={t('good.notFound')} />
      )}
    </div>
  );
}
