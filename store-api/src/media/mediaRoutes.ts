import type { FastifyInstance, FastifyReply } from 'fastify';
import { findArticleArt } from '../blog/articleQueries';
import type { Database } from '../db/database';
import { findProductArtByLinkName, listProductArt } from '../products/productQueries';
import { articleArtSvg } from './articleArt';
import { genreOf } from './artGenres';
import { bannerArtSvg, popupArtSvg, type PromoTheme } from './bannerArt';
import { PACK_TIERS, packArtSvg, type PackTier } from './packArt';
import { PAYMENT_MARKS, paymentArtSvg, type PaymentMark } from './paymentArt';
import { productArtSvg } from './productArt';
import { placeholderSvg } from './svgPicture';

interface MediaParams {
  file: string;
}

/** Pictures drawn from the URL alone never change: a year, and the browser need not ask again. */
export const FIXED_ART_CACHE = 'public, max-age=31536000, immutable';
/** Pictures drawn from the database (a product's name): a week, then refreshed in the background. */
export const DATA_ART_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
/** A placeholder is cached briefly, as the product or article may be added soon. */
export const PLACEHOLDER_CACHE = 'public, max-age=300';

// Only "<slug>.svg" passes, so "../", encoded slashes and other extensions are refused with a 400 before any
// handler runs. Nothing is ever read from disk anyway: pictures are generated.
const slugSchema = {
  params: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', maxLength: 124, pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$' } },
  },
} as const;

/** Only the named pictures of a fixed set pass (e.g. the pack tiers). */
const setSchema = (names: readonly string[]) =>
  ({
    params: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', enum: names.map((name) => `${name}.svg`) } },
    },
  }) as const;

const slugOf = (file: string): string => file.slice(0, -'.svg'.length);

function sendSvg(reply: FastifyReply, svg: string, cache: string): FastifyReply {
  return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', cache).send(svg);
}

export function registerMediaRoutes(app: FastifyInstance, db: Database): void {
  const promoTheme = async (slug: string): Promise<PromoTheme> => {
    const product = await findProductArtByLinkName(db, slug);
    return product
      ? { slug, emblem: genreOf(slug, product.kind), title: product.name }
      : { slug, emblem: 'gift', title: 'Store offer' };
  };

  app.get<{ Params: MediaParams }>(
    '/media/products/:file',
    { schema: slugSchema },
    async (request, reply) => {
      const slug = slugOf(request.params.file);
      const product = await findProductArtByLinkName(db, slug);
      return product
        ? sendSvg(reply, productArtSvg(slug, product.name, genreOf(slug, product.kind)), DATA_ART_CACHE)
        : sendSvg(reply, placeholderSvg(), PLACEHOLDER_CACHE);
    },
  );

  app.get<{ Params: MediaParams }>('/media/banners/:file', { schema: slugSchema }, async (request, reply) =>
    sendSvg(reply, bannerArtSvg(await promoTheme(slugOf(request.params.file))), DATA_ART_CACHE),
  );

  app.get<{ Params: MediaParams }>('/media/popups/:file', { schema: slugSchema }, async (request, reply) =>
    sendSvg(reply, popupArtSvg(await promoTheme(slugOf(request.params.file))), DATA_ART_CACHE),
  );

  app.get<{ Params: MediaParams }>(
    '/media/packs/:file',
    { schema: setSchema(PACK_TIERS) },
    async (request, reply) =>
      sendSvg(reply, packArtSvg(slugOf(request.params.file) as PackTier), FIXED_ART_CACHE),
  );

  app.get<{ Params: MediaParams }>(
    '/media/payments/:file',
    { schema: setSchema(PAYMENT_MARKS) },
    async (request, reply) =>
      sendSvg(reply, paymentArtSvg(slugOf(request.params.file) as PaymentMark), FIXED_ART_CACHE),
  );

  app.get<{ Params: MediaParams }>(
    '/media/articles/:file',
    { schema: slugSchema },
    async (request, reply) => {
      const slug = slugOf(request.params.file);
      const article = await findArticleArt(db, slug);
      return article === null
        ? sendSvg(reply, placeholderSvg(), PLACEHOLDER_CACHE)
        : sendSvg(reply, articleArtSvg({ slug, ...article }, await listProductArt(db)), DATA_ART_CACHE);
    },
  );
}
