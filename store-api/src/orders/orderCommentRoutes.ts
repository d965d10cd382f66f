import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { orderReferenceParams } from '../http/commonSchemas';
import { success } from '../http/envelope';
import { memberIdOf, requireMember } from '../http/requireMember';
import { createOrderReview, findOrderReview, type NewReview } from '../reviews/reviewQueries';
import { ownOrder } from './ownOrder';
import { envelopeWith, reviewSchema } from '../http/responseSchemas';

const commentSchema = {
  params: orderReferenceParams,
  body: {
    type: 'object',
    required: ['rating', 'content'],
    properties: {
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      content: { type: 'string', minLength: 1, maxLength: 1000 },
      images: {
        type: 'array',
        maxItems: 9,
        items: { type: 'string', minLength: 1, maxLength: 300 },
        default: [],
      },
    },
  },
  response: envelopeWith(reviewSchema),
} as const;

export function registerOrderCommentRoutes(app: FastifyInstance, db: Database): void {
  // The member's review of this order, or null when not written yet.
  app.get<{ Params: { id: string } }>(
    '/homs/order/:id/comment',
    { schema: { params: orderReferenceParams }, preHandler: requireMember(db) },
    async (request) =>
      success(findOrderReview(db, ownOrder(db, request, request.params.id).id, memberIdOf(request))),
  );

  app.post<{ Params: { id: string }; Body: NewReview }>(
    '/homs/order/:id/comment',
    { schema: commentSchema, preHandler: requireMember(db) },
    async (request) => {
      const order = ownOrder(db, request, request.params.id);
      return success(createOrderReview(db, order, memberIdOf(request), request.body));
    },
  );
}
