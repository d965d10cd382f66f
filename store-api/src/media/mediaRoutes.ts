import type { FastifyInstance, FastifyReply } from 'fastify';
import { findArticleTitle } from '../blog/articleQueries';
import type { Database } from '../db/database';
import { findProductNameByLinkName } from '../products/productQueries';
import { pictureSvg, placeholderSvg } from './svgPicture';

interface MediaParams {
  file: string;
}

// Only "<slug>.svg" passes, so "../", encoded slashes and other extensions are refused with a 400 before any
// handler runs. Nothing is ever read from disk anyway: pictures are generated.
const mediaSchema = {
  params: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', maxLength: 124, pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.svg$' } },
  },
} as const;

const slugOf = (file: string): string => file.slice(0, -'.svg'.length);

function sendSvg(reply: FastifyReply, slug: string, label: string | null): FastifyReply {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      // A placeholder is cached briefly, as the product or article may be added soon.
      .header('Cache-Control', label === null ? 'public, max-age=300' : 'public, max-age=86400')
      .send(label === null ? placeholderSvg() : pictureSvg(slug, label))
  );
}

export function registerMediaRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: MediaParams }>(
    '/media/products/:file',
    { schema: mediaSchema },
    async (request, reply) => {
      const slug = slugOf(request.params.file);
      return sendSvg(reply, slug, findProductNameByLinkName(db, slug));
    },
  );

  app.get<{ Params: MediaParams }>(
    '/media/articles/:file',
    { schema: mediaSchema },
    async (request, reply) => {
      const slug = slugOf(request.params.file);
      return sendSvg(reply, slug, findArticleTitle(db, slug));
    },
  );
}
