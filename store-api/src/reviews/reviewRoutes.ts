import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { idParams, pageQueryProperties, snParams, type IdParams, type SnParams } from '../http/commonSchemas';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { identifyMember, memberIdOf, requireMember } from '../http/requireMember';
import {
  likeReview,
  listProductReviews,
  productIdBySn,
  REVIEW_ORDERS,
  REVIEW_PAGE_SIZE,
  summariseProductReviews,
  type ReviewListQuery,
} from './reviewQueries';
import { envelopeWith, reviewSchema, reviewSummarySchema } from '../http/responseSchemas';

/** A client may ask for more than the default page of 30, up to this many. */
const REVIEW_PAGE_SIZE_MAX = 100;

const reviewListSchema = {
  params: snParams,
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties(REVIEW_PAGE_SIZE_MAX, REVIEW_PAGE_SIZE),
      orderBy: { type: 'integer', minimum: 0, maximum: REVIEW_ORDERS.length - 1, default: 0 },
      imgOnly: { type: 'integer', enum: [0, 1], default: 0 },
    },
  },
  response: envelopeWith({
    type: 'object',
    properties: {
      list: { type: 'array', items: reviewSchema },
      total: { type: 'integer' },
      pageNum: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  }),
} as const;

export function registerReviewRoutes(app: FastifyInstance, db: Database): void {
  const productOf = async (sn: string): Promise<number> => {
    const id = await productIdBySn(db, sn);
    if (id === null) throw notFound('Product not found.');
    return id;
  };

  app.get<{ Params: SnParams; Querystring: ReviewListQuery }>(
    '/hpms/product/sn/:sn/comment',
    { schema: reviewListSchema, preHandler: identifyMember(db) },
    async (request) =>
      success(
        await listProductReviews(db, await productOf(request.params.sn), request.query, request.memberId),
      ),
  );

  app.get<{ Params: SnParams }>(
    '/hpms/product/sn/:sn/comment/summary',
    { schema: { params: snParams, response: envelopeWith(reviewSummarySchema) } },
    async (request) => success(await summariseProductReviews(db, await productOf(request.params.sn))),
  );

  // Likes are idempotent per member: a second like answers the same count.
  app.get<{ Params: IdParams }>(
    '/hpms/product/comment/like/:id',
    { schema: { params: idParams }, preHandler: requireMember(db) },
    async (request) => success(await likeReview(db, request.params.id, memberIdOf(request))),
  );
}
