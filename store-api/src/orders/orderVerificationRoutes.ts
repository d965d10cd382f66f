import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { orderReferenceParams, pageQueryProperties } from '../http/commonSchemas';
import { success } from '../http/envelope';
import { localeOf } from '../http/locale';
import { memberIdOf, requireMember } from '../http/requireMember';
import { badRequest, HttpError } from '../http/httpError';
import type { IdentityProvider } from '../identity/identityProvider';
import { startedIdentityCheck, startIdentityCheck } from '../identity/identityChecks';
import type { ObjectStorage } from '../uploads/objectStorage';
import { issueUploadTicket, requireTicketedPictures, type UploadPurpose } from '../uploads/uploadTickets';
import { listOrdersWhere } from './orderQueries';
import { ORDER_PAGE_SIZE_DEFAULT, ORDER_PAGE_SIZE_MAX } from './orderRules';
import {
  deliveryReasonSchema,
  envelopeWith,
  orderPageSchema,
  orderSchema,
  uploadTicketSchema,
} from '../http/responseSchemas';
import {
  applyIdentityReview,
  findDeliveryReason,
  requireRealnameOpen,
  requireSpotcheckOpen,
  requireWidgetCheck,
  submitDeliveryInputs,
  submitRealname,
  submitSpotcheck,
  type DocumentReviewer,
  type RealnameSubmission,
} from './orderVerification';
import { ownOrder } from './ownOrder';

interface ReferenceParams {
  id: string;
}

/** The idCard rule: 18-digit mainland ID, last character a digit or X (its checksum: identity/idCard.ts). */
const ID_CARD_PATTERN = '^[0-9]{17}[0-9Xx]$';

const imageList = {
  type: 'array',
  minItems: 1,
  maxItems: 6,
  items: { type: 'string', minLength: 1, maxLength: 300 },
} as const;

const realnameSchema = {
  params: orderReferenceParams,
  body: {
    type: 'object',
    required: ['realName', 'idCard', 'images'],
    properties: {
      realName: { type: 'string', minLength: 1, maxLength: 64 },
      idCard: { type: 'string', pattern: ID_CARD_PATTERN },
      images: imageList,
    },
  },
  response: envelopeWith(orderSchema),
} as const;

const spotcheckSchema = {
  params: orderReferenceParams,
  body: { type: 'object', required: ['images'], properties: { images: imageList } },
  response: envelopeWith(orderSchema),
} as const;

// What the shopper's widget reported: kept for support, never the decision (the provider is asked).
const widgetResultSchema = {
  params: orderReferenceParams,
  body: {
    type: 'object',
    properties: {
      reviewStatus: { type: 'string', minLength: 1, maxLength: 32 },
      reviewAnswer: { type: 'string', enum: ['GREEN', 'RED'] },
      rejectReason: { type: 'string', maxLength: 200 },
    },
  },
  response: envelopeWith(orderSchema),
} as const;

const deliverySchema = {
  params: orderReferenceParams,
  body: {
    type: 'object',
    required: ['fields'],
    properties: {
      fields: {
        type: 'array',
        minItems: 1,
        maxItems: 10,
        items: { type: 'string', minLength: 3, maxLength: 200 },
      },
    },
  },
  response: envelopeWith(orderSchema),
} as const;

const pageQuery = {
  querystring: {
    type: 'object',
    properties: {
      ...pageQueryProperties(ORDER_PAGE_SIZE_MAX, ORDER_PAGE_SIZE_DEFAULT),
    },
  },
  response: envelopeWith(orderPageSchema),
} as const;

// Paid orders whose two checks are not both passed ("orders that need verification").
const NEEDS_VERIFICATION = 'o.status = 1 AND (o.realname_status <> 2 OR o.spotcheck_status <> 2)';
// Paid orders waiting for the after-payment form (inputStatus 1 or -1).
const AWAITS_INPUT = 'o.status = 1 AND o.input_status IN (-1, 1)';

export interface VerificationProviders {
  /** null: no identity provider in this profile (503). */
  identity: IdentityProvider | null;
  /** null: no object storage in this profile (503). */
  storage: ObjectStorage | null;
  /** Who decides on uploaded real-name and spot-check documents. */
  documentReviewer: DocumentReviewer;
}

const unavailable = (what: string): HttpError =>
  new HttpError(503, `${what} are not available right now. Please try again later.`);

export function registerOrderVerificationRoutes(
  app: FastifyInstance,
  db: Database,
  providers: VerificationProviders,
): void {
  const guard = { preHandler: requireMember(db) };
  const refreshed = async (request: Parameters<typeof memberIdOf>[0], id: number) =>
    await ownOrder(db, request, String(id));
  const storage = (): ObjectStorage => {
    if (!providers.storage) throw unavailable('Uploads');
    return providers.storage;
  };
  const identity = (): IdentityProvider => {
    if (!providers.identity) throw unavailable('Identity checks');
    return providers.identity;
  };
  const ticketsFor = async (
    request: Parameters<typeof memberIdOf>[0],
    reference: string,
    purpose: UploadPurpose,
  ) => {
    const order = await ownOrder(db, request, reference);
    const owner = { memberId: memberIdOf(request), orderId: order.id, orderSn: order.orderSn, purpose };
    return async (fileName: string) => await issueUploadTicket(db, storage(), owner, fileName);
  };
  const ownPictures = (request: Parameters<typeof memberIdOf>[0], orderId: number, images: string[]) =>
    requireTicketedPictures(
      db,
      storage(),
      { memberId: memberIdOf(request), orderId, purpose: 'preview' },
      images,
    );

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/homs/order/preview',
    { schema: pageQuery, ...guard },
    async (request) =>
      success(
        await listOrdersWhere(
          db,
          memberIdOf(request),
          NEEDS_VERIFICATION,
          {},
          request.query,
          localeOf(request),
        ),
      ),
  );

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/homs/order/delivery/unfilled',
    { schema: pageQuery, ...guard },
    async (request) =>
      success(
        await listOrdersWhere(db, memberIdOf(request), AWAITS_INPUT, {}, request.query, localeOf(request)),
      ),
  );

  // One upload URL for verification pictures of this order.
  app.get<{ Params: ReferenceParams }>(
    '/homs/order/:id/preview/sts',
    { schema: { params: orderReferenceParams, response: envelopeWith(uploadTicketSchema) }, ...guard },
    async (request) =>
      success(await (await ticketsFor(request, request.params.id, 'preview'))('picture.jpg')),
  );

  // One upload URL per review picture; the body is the list of file names (array payload).
  app.post<{ Params: ReferenceParams; Body: string[] }>(
    '/homs/order/:id/comment/sts',
    {
      schema: {
        params: orderReferenceParams,
        body: {
          type: 'array',
          minItems: 1,
          maxItems: 9,
          items: { type: 'string', minLength: 1, maxLength: 120 },
        },
      },
      ...guard,
    },
    async (request) => {
      const issue = await ticketsFor(request, request.params.id, 'comment');
      return success(await Promise.all(request.body.map(issue)));
    },
  );

  app.post<{ Params: ReferenceParams; Body: RealnameSubmission }>(
    '/homs/order/:id/preview/realname',
    { schema: realnameSchema, ...guard },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await requireRealnameOpen(db, order.id, request.body);
      await ownPictures(request, order.id, request.body.images);
      await submitRealname(db, order.id, request.body, providers.documentReviewer);
      return success(await refreshed(request, order.id));
    },
  );

  app.post<{ Params: ReferenceParams; Body: { images: string[] } }>(
    '/homs/order/:id/preview/spotcheck',
    { schema: spotcheckSchema, ...guard },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await requireSpotcheckOpen(db, order.id);
      await ownPictures(request, order.id, request.body.images);
      await submitSpotcheck(db, order.id, request.body.images, providers.documentReviewer);
      return success(await refreshed(request, order.id));
    },
  );

  // Access token for the identity widget (data is the token).
  app.get<{ Params: ReferenceParams }>(
    '/homs/order/:id/sumsub/token',
    { schema: { params: orderReferenceParams }, ...guard },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await requireWidgetCheck(db, order.id);
      const provider = identity();
      const applicantId = await startIdentityCheck(db, order.id);
      return success(
        await provider.accessToken({ id: applicantId, orderId: order.id, orderSn: order.orderSn }),
      );
    },
  );

  // Sent when the widget says its review completed; the decision is the provider's, asked here.
  app.post<{ Params: ReferenceParams; Body: Record<string, unknown> | undefined }>(
    '/homs/order/:id/preview',
    { schema: widgetResultSchema, ...guard },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await requireWidgetCheck(db, order.id);
      const applicantId = await startedIdentityCheck(db, order.id);
      if (applicantId === null)
        throw badRequest('The identity check has not been started in the widget yet.');
      const review = await identity().review(applicantId);
      await applyIdentityReview(db, order.id, review, request.body ?? null);
      return success(await refreshed(request, order.id));
    },
  );

  app.get<{ Params: ReferenceParams }>(
    '/homs/order/:id/delivery/reason',
    { schema: { params: orderReferenceParams, response: envelopeWith(deliveryReasonSchema) }, ...guard },
    async (request) =>
      success(
        await findDeliveryReason(db, (await ownOrder(db, request, request.params.id)).id, localeOf(request)),
      ),
  );

  app.post<{ Params: ReferenceParams; Body: { fields: string[] } }>(
    '/homs/order/:id/delivery',
    { schema: deliverySchema, ...guard },
    async (request) => {
      const order = await ownOrder(db, request, request.params.id);
      await submitDeliveryInputs(db, order.id, request.body.fields);
      return success(await refreshed(request, order.id));
    },
  );
}
