// /product/{id}: a product's denominations and prices (v3, in the selected currency) with the way
// to its purchase page; an id without a digit shows the invalid-parameter message.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
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
import { ShopperPrice } from '../money/ShopperPrice';
import { InvalidParameter } from './InvalidParameter';
import { loader, type ProductData } from './productLoader';

export { loader };
export { head } from './productHead';
export const serverRender: ServerRender = 'everyone';

const NOT_FOUND = 404;

export default function ProductPage() {
  const { t } = useTranslation(NS);
  const data = usePageData<ProductData>();
  const reload = usePageReload();
  // The page keeps its heading when the id is refused or the product cannot be shown.
  if (data.invalidParameter) return <ProductProblem problem={<InvalidParameter />} />;
  if (!data.product.ok) {
    const { error } = data.product;
    return (
      <ProductProblem
        problem={
          error.code === NOT_FOUND ? (
            <EmptyState message={t('productPage.notFound')} />
          ) : (
            <ErrorState error={error} onRetry={reload} />
          )
        }
      />
    );
  }
  const product = data.product.data;
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
              <ShopperPrice amount={sku.price} currency={sku.currency} original={sku.originalPrice} />
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

function ProductProblem({ problem }: { problem: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div>
      <PageHeading>{t('productPage.title')}</PageHeading>
      {problem}
    </div>
  );
}
