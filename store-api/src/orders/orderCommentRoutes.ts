import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { orderReferenceParams } from '../http/commonSchemas';
import { success } from '../http/envelope';
import { memberIdOf, requireMember } from '../http/requireMember';
import {
  createOrderReview,
  findOrderReview,
  requireReviewable,
  type NewReview,
} from '../reviews/reviewQueries';
import { ownOrder } from './ownOrder';
import { envelopeWith, reviewSchema } from '../http/responseSchemas';
import { HttpError } from '../http/httpError';
import type { ObjectStorage } from '../uploads/objectStorage';
import { requireTicketedPictures } from '../uploads/uploadTickets';

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

/** `storage`: where review pictures are uploaded; null (no storage in this profile) takes reviews without pictures only. */
export function registerOrderCommentRoutes(
  app: FastifyInstance,
  db: Database,
  storage: ObjectStorage | null,
): void {
  // The member's review of this order, or null when not written yet.
  app.get<{ Params: { id: string } }>(
    '/homs/order/:id/comment',
    { schema: { params: orderReferenceParams }, preHandler: requireMember(db) },
    async (request) =>
      success(
        await findOrderReview(db, (await ownOrder(db, request, request.params.id)).id, memberIdOf(request)),
      ),
  );

  app.post<{ Params: { id: string }; Body: NewReview }>(
    '/homs/order/:id/comment',
    { schema: commentSchema, preHandler: requireMember(db) },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      const images = request.body.images ?? [];
      await requireReviewable(db, order, memberIdOf(request));
      if (images.length > 0) {
        if (!storage)
          throw new HttpError(503, 'Uploads are not available right now. Please try again later.');
        // Pictures shown to every shopper: only the member's own uploads for this order, never an outside URL.
        await requireTicketedPictures(
          db,
          storage,
          { memberId: memberIdOf(request), orderId: order.id, purpose: 'comment' },
          images,
        );
      }
      return success(await createOrderReview(db, order, memberIdOf(request), request.body));
    },
  );
}
