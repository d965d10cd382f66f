// /Good/{id}: more goods, the products of one category; an id without a digit is refused (spec 5).
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading, checkProductId } from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { MenuProducts } from '../classify/MenuProducts';
import { InvalidParameter } from '../product/InvalidParameter';

export default function GoodPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const issue = checkProductId(id);
  return (
    <div className="sf-listing">
      <PageHeading lead={t('good.lead')}>{t('good.title')}</PageHeading>
      {issue ? <InvalidParameter /> : <MenuProducts id={id} notFoundMessage={t('good.notFound')} />}
    </div>
  );
}
