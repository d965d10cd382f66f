// /product/{id}: a product's denominations and prices (v3, in the selected currency) with the way
// to its purchase page; an id without a digit shows the invalid-parameter message (spec 5, 8).
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  LocaleLink,
  PageHeading,
  Price,
  checkProductId,
  currencyStore,
  mediaUrl,
  products,
  useAsync,
} from '@topup/shared-lib';
import { NS } from '../i18n';
import '../storefront.css';
import { InvalidParameter } from './InvalidParameter';

const NOT_FOUND = 404;

export default observer(function ProductPage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  if (checkProductId(id)) {
    return (
      <div>
        <PageHeading>{t('productPage.title')}</PageHeading>
        <InvalidParameter />
      </div>
    );
  }
  return <ProductDetailView id={id} currency={currencyStore.code} />;
});

function ProductDetailView({ id, currency }: { id: string; currency: string }) {
  const { t, i18n } = useTranslation(NS);
  const detail = useAsync(() => products.byIdV3(id), [id, currency, i18n.language]);
  if (detail.status !== 'success') {
    // The page keeps its heading while loading or when the product is missing.
    return (
      <div>
        <PageHeading>{t('productPage.title')}</PageHeading>
        {detail.status === 'loading' && <LoadingState />}
        {detail.status === 'error' &&
          (detail.error instanceof ApiError && detail.error.code === NOT_FOUND ? (
            <EmptyState message={t('productPage.notFound')} />
          ) : (
            <ErrorState error={detail.error} onRetry={detail.reload} />
          ))}
      </div>
    );
  }
  const product = detail.data;
  return (
    <article className="sf-product">
      <header className="sf-topup__head">
        <img src={mediaUrl(product.pic)} alt="" width={96} height={96} className="sf-topup__pic" />
        <PageHeading lead={product.description}>{product.name}</PageHeading>
      </header>
      <section className="sf-section" aria-labelledby="sf-product-skus">
        <h2 id="sf-product-skus">{t('productPage.lead')}</h2>
        <ul className="sf-product__skus">
          {product.skus.map((sku) => (
            <li key={sku.id}>
              <span>{sku.name}</span>{' '}
              <Price amount={sku.price} currency={sku.currency} original={sku.originalPrice} />
            </li>
          ))}
        </ul>
      </section>
      <LocaleLink to={`/top-up/${product.linkName}`} className="tu-button tu-button--primary">
        {t('productPage.topUp', { name: product.name })}
      </LocaleLink>
    </article>
  );
}
