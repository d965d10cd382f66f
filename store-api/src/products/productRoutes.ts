import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listCapturableCoupons } from '../coupons/couponQueries';
import type { Database } from '../db/database';
import {
  idParams,
  pageQueryProperties,
  snParams,
  type IdParams,
  type PageQuery,
  type SnParams,
} from '../http/commonSchemas';
import { success } from '../http/envelope';
import { badRequest, notFound } from '../http/httpError';
import { localeOf, localised } from '../http/locale';
import { identifyMember } from '../http/requireMember';
import { summariseProductReviews } from '../reviews/reviewQueries';
import { buildProductIndex } from './productIndex';
import { findCurrency, findProductDetail, type ProductDetail } from './productDetail';
import { listProductSummaries } from './productQueries';
import { readStoreTrust, storeTrustSchema } from './storeTrust';
import {
  normaliseKeyword,
  SEARCH_KEYWORD_MAX,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
  searchProducts,
} from './productSearch';
import { findMenuProducts, listBanners, listMenus, listPopups } from './siteContent';
import { fieldLabel } from './fieldLabels';
import {
  afterPayFieldsSchema,
  couponSchema,
  envelopeWith,
  productDetailProperties,
  productDetailSchema,
  productSummarySchema,
  reviewSummarySchema,
} from '../http/responseSchemas';

/** A product id must contain at least one digit, else "invalid parameter". */
const INVALID_PRODUCT_ID = 'Invalid parameter: a product id must contain at least one digit.';

/** How many products the blog's sidebar recommends. */
export const BLOG_RECOMMEND_COUNT = 4;

const productIndexSchema = {
  type: 'object',
  properties: {
    sections: {
      type: 'array',
      items: {
        type: 'object',
        properties: { key: { type: 'string' }, products: { type: 'array', items: productSummarySchema } },
      },
    },
    trust: storeTrustSchema,
  },
} as const;

const productDetailV4Schema = {
  type: 'object',
  properties: {
    ...productDetailProperties,
    coupons: { type: 'array', items: couponSchema },
    reviewSummary: reviewSummarySchema,
  },
} as const;

const productIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const popupListSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      image: { type: 'string' },
      link: { type: 'string' },
      coupon: {
        type: ['object', 'null'],
        description: 'The coupon the popup offers (USD, as coupons keep it), else null',
        properties: {
          kind: { type: 'string', enum: ['amount', 'percent'] },
          value: { type: 'number' },
          minSpend: { type: 'number' },
        },
      },
    },
  },
} as const;

const currencyHeader = (request: FastifyRequest): string | undefined => {
  const header = request.headers['h-currency'];
  return typeof header === 'string' && header ? header : undefined;
};

const productSearchSchema = {
  querystring: {
    type: 'object',
    required: ['keyword'],
    properties: {
      keyword: { type: 'string', minLength: 1, maxLength: SEARCH_KEYWORD_MAX },
      ...pageQueryProperties(SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE_DEFAULT),
    },
  },
  response: envelopeWith({
    type: 'object',
    properties: {
      list: { type: 'array', items: productSummarySchema },
      total: { type: 'integer' },
      pageNum: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  }),
} as const;

export function registerProductRoutes(app: FastifyInstance, db: Database): void {
  // Search by name in English or Chinese (beyond the calls the store was asked for: the storefront's search), best match first.
  app.get<{ Querystring: { keyword: string } & PageQuery }>(
    '/hpms/product/search',
    { schema: productSearchSchema },
    async (request) => {
      const { keyword, pageNum, pageSize } = request.query;
      const normalised = normaliseKeyword(keyword);
      if (normalised === '') throw badRequest('keyword must not be empty');
      return success(await searchProducts(db, normalised, { pageNum, pageSize }, localeOf(request)));
    },
  );

  // Home page listing, with the store's trust figures,
  // so the home page shows them without a further call.
  app.get(
    '/hpms/product/index/v2',
    { schema: { response: envelopeWith(productIndexSchema) } },
    async (request) => {
      const listed = await listProductSummaries(db, localeOf(request));
      return success({ ...buildProductIndex(listed), trust: await readStoreTrust(db, listed) });
    },
  );

  const detailOf = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    inCurrency: boolean,
  ): Promise<ProductDetail> => {
    if (!/\d/.test(request.params.id)) throw badRequest(INVALID_PRODUCT_ID);
    const currency = await findCurrency(db, inCurrency ? currencyHeader(request) : 'USD');
    const product = await findProductDetail(db, request.params.id, localeOf(request), currency);
    if (!product) throw notFound('Product not found.');
    return product;
  };

  // Detail with SKUs in USD.
  app.get<{ Params: { id: string } }>(
    '/hpms/product/:id',
    { schema: { params: productIdParams, response: envelopeWith(productDetailSchema) } },
    async (request) => success(await detailOf(request, false)),
  );
  // v3: the same, priced in the currency of the H-currency header.
  app.get<{ Params: { id: string } }>(
    '/hpms/product/v3/:id',
    { schema: { params: productIdParams, response: envelopeWith(productDetailSchema) } },
    async (request) => success(await detailOf(request, true)),
  );
  // v4: v3 plus the coupons on offer for the product and its review summary, for the top-up page in one call.
  app.get<{ Params: { id: string } }>(
    '/hpms/product/v4/:id',
    {
      schema: { params: productIdParams, response: envelopeWith(productDetailV4Schema) },
      preHandler: identifyMember(db),
    },
    async (request) => {
      const product = await detailOf(request, true);
      return success({
        ...product,
        coupons: await listCapturableCoupons(db, product.id, request.memberId, localeOf(request)),
        reviewSummary: await summariseProductReviews(db, product.id),
      });
    },
  );

  const bySn = async (request: FastifyRequest<{ Params: SnParams }>): Promise<ProductDetail> => {
    const product = await findProductDetail(
      db,
      request.params.sn,
      localeOf(request),
      await findCurrency(db, 'USD'),
    );
    if (!product) throw notFound('Product not found.');
    return product;
  };

  app.get<{ Params: SnParams }>(
    '/hpms/product/sn/:sn/seo',
    { schema: { params: snParams } },
    async (request) => {
      const product = await bySn(request);
      const locale = localeOf(request);
      return success({
        title: localised(locale, `${product.name} Top Up - Fast & Secure`, `${product.name} 儲值 - 快速安全`),
        description: product.description,
        keywords: [
          product.name,
          localised(locale, 'top up', '儲值'),
          ...product.skus.slice(0, 3).map((sku) => sku.name),
        ],
        canonicalPath: `/top-up/${product.linkName}`,
        image: product.pic,
      });
    },
  );

  app.get<{ Params: SnParams }>(
    '/hpms/product/sn/:sn/delivery',
    { schema: { params: snParams } },
    async (request) => {
      const product = await bySn(request);
      return success({
        method: 'direct-top-up',
        deliveryMinutes: product.deliveryMinutes,
        inputFields: product.inputFields,
        note: localised(
          localeOf(request),
          `Usually delivered within ${String(product.deliveryMinutes)} minutes after payment.`,
          `付款後通常 ${String(product.deliveryMinutes)} 分鐘內到帳。`,
        ),
      });
    },
  );

  // Fields asked after payment: `fields` are sent back ("label:value"), `labels` are shown.
  app.get<{ Params: SnParams }>(
    '/hpms/product/sn/:sn/input/afterpay',
    { schema: { params: snParams, response: envelopeWith(afterPayFieldsSchema) } },
    async (request) => {
      const fields = (await bySn(request)).afterPayFields;
      const locale = localeOf(request);
      return success({ fields, labels: fields.map((field) => fieldLabel(field, locale)) });
    },
  );

  app.get('/hpms/product/index/banner', async (request) => success(await listBanners(db, localeOf(request))));
  app.get(
    '/hpms/product/index/popups',
    { schema: { response: envelopeWith(popupListSchema) } },
    async (request) => success(await listPopups(db, localeOf(request))),
  );
  app.get('/hpms/product/index/v2/menu', async (request) => success(await listMenus(db, localeOf(request))));
  app.get<{ Params: IdParams }>(
    '/hpms/product/index/v2/menu/:id',
    { schema: { params: idParams } },
    async (request) => {
      const locale = localeOf(request);
      const menu = await findMenuProducts(
        db,
        request.params.id,
        await listProductSummaries(db, locale),
        locale,
      );
      if (!menu) throw notFound('Menu not found.');
      return success(menu);
    },
  );

  // Recommend config with enabled flag and recommend array.
  app.get<{ Querystring: { prefix?: 'blog' } }>(
    '/hpms/product/recommend/config',
    {
      schema: { querystring: { type: 'object', properties: { prefix: { type: 'string', enum: ['blog'] } } } },
    },
    async (request) => {
      const recommended = (await listProductSummaries(db, localeOf(request))).filter(
        (product) => product.recommend,
      );
      const recommend =
        request.query.prefix === 'blog' ? recommended.slice(0, BLOG_RECOMMEND_COUNT) : recommended;
      return success({ enabled: recommend.length > 0, recommend });
    },
  );
}
