import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { idParams, type IdParams } from '../http/commonSchemas';
import { success } from '../http/envelope';
import { notFound } from '../http/httpError';
import { localeOf } from '../http/locale';
import { identifyMember, memberIdOf, requireMember } from '../http/requireMember';
import { findVipDiscount } from '../members/vipLevels';
import {
  captureCoupon,
  findCoupon,
  findCouponIdByCode,
  findMemberCoupon,
  findNewUserCouponId,
  listCapturableCoupons,
  listHeldCoupons,
  listMemberCoupons,
  listMemberCouponsForProduct,
} from './couponQueries';
import { databaseEvents } from '../security/databaseWindowEvents';
import {
  couponRedemptionGuard,
  DEFAULT_COUPON_RATE_LIMITS,
  type CouponRateLimits,
} from '../security/couponRateLimits';
import { couponSchema, envelopeWith, memberCouponSchema, vipDiscountSchema } from '../http/responseSchemas';

interface RedemptionBody {
  code: string;
}

const redemptionSchema = {
  body: {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
  },
  response: envelopeWith(memberCouponSchema),
} as const;

const memberCouponListSchema = {
  type: 'object',
  properties: { list: { type: 'array', items: memberCouponSchema } },
} as const;

const productExists = async (db: Database, id: number): Promise<boolean> =>
  (await db.one('SELECT 1 FROM products WHERE id = ?', id)) !== undefined;

export function registerCouponRoutes(
  app: FastifyInstance,
  db: Database,
  limits: CouponRateLimits = DEFAULT_COUPON_RATE_LIMITS,
): void {
  const redemptionGuard = couponRedemptionGuard(limits, databaseEvents(db));

  // Claims a coupon; answers the member coupon now held.
  app.post<{ Params: IdParams }>(
    '/hums/coupon/:id/capture',
    {
      schema: { params: idParams, response: envelopeWith(memberCouponSchema) },
      preHandler: requireMember(db),
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const memberCouponId = await captureCoupon(db, memberId, request.params.id);
      return success(await findMemberCoupon(db, memberId, memberCouponId, localeOf(request)));
    },
  );

  // Coupons a shopper can claim on a product page (pid = product id); "captured" is set when logged in.
  app.get<{ Params: IdParams }>(
    '/hums/coupon/pid/:id',
    {
      schema: { params: idParams, response: envelopeWith({ type: 'array', items: couponSchema }) },
      preHandler: identifyMember(db),
    },
    async (request) => {
      if (!(await productExists(db, request.params.id))) throw notFound('Product not found.');
      return success(await listCapturableCoupons(db, request.params.id, request.memberId, localeOf(request)));
    },
  );

  // Claims a coupon by its redemption code; guesses are limited per member and client.
  app.post<{ Body: RedemptionBody }>(
    '/hums/coupon/capture/redemption',
    {
      schema: redemptionSchema,
      preHandler: [requireMember(db), redemptionGuard.preHandler],
      onSend: redemptionGuard.onSend,
    },
    async (request) => {
      const couponId = await findCouponIdByCode(db, request.body.code);
      if (couponId === null) throw notFound('No coupon has this code.');
      const memberId = memberIdOf(request);
      const memberCouponId = await captureCoupon(db, memberId, couponId);
      return success(await findMemberCoupon(db, memberId, memberCouponId, localeOf(request)));
    },
  );

  // The new-user offer. `id` is the coupon id; 0 means "whichever new-user coupon is current".
  app.get<{ Params: { id: number } }>(
    '/public/newuser/coupon/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 0 } } },
      },
      preHandler: identifyMember(db),
    },
    async (request) => {
      const id = request.params.id === 0 ? await findNewUserCouponId(db) : request.params.id;
      const coupon = id === null ? null : await findCoupon(db, id, request.memberId, localeOf(request));
      if (!coupon || !coupon.newUser) throw notFound('New-user coupon not found.');
      return success(coupon);
    },
  );

  // The member's available coupons usable on one product (checkout's coupon picker).
  app.get<{ Params: IdParams }>(
    '/hums/coupon/product/available/:id',
    {
      schema: { params: idParams, response: envelopeWith({ type: 'array', items: memberCouponSchema }) },
      preHandler: requireMember(db),
    },
    async (request) => {
      if (!(await productExists(db, request.params.id))) throw notFound('Product not found.');
      return success(
        await listMemberCouponsForProduct(db, memberIdOf(request), request.params.id, localeOf(request)),
      );
    },
  );

  // Available answers a bare list; expired and used answer { list }.
  app.get(
    '/hums/coupon/member/available',
    {
      schema: { response: envelopeWith({ type: 'array', items: memberCouponSchema }) },
      preHandler: requireMember(db),
    },
    async (request) =>
      success(await listMemberCoupons(db, memberIdOf(request), 'available', localeOf(request))),
  );
  app.get(
    '/hums/coupon/member/expired',
    { schema: { response: envelopeWith(memberCouponListSchema) }, preHandler: requireMember(db) },
    async (request) =>
      success({ list: await listMemberCoupons(db, memberIdOf(request), 'expired', localeOf(request)) }),
  );
  // Beyond the store API: coupons an unpaid order holds (still payable), with the order, for the purchase page.
  app.get(
    '/hums/coupon/member/held',
    { schema: { response: envelopeWith(memberCouponListSchema) }, preHandler: requireMember(db) },
    async (request) => success({ list: await listHeldCoupons(db, memberIdOf(request), localeOf(request)) }),
  );
  app.get(
    '/hums/coupon/member/used',
    { schema: { response: envelopeWith(memberCouponListSchema) }, preHandler: requireMember(db) },
    async (request) =>
      success({ list: await listMemberCoupons(db, memberIdOf(request), 'used', localeOf(request)) }),
  );

  app.get(
    '/hums/vip/discount',
    { schema: { response: envelopeWith(vipDiscountSchema) }, preHandler: requireMember(db) },
    async (request) => success(await findVipDiscount(db, memberIdOf(request))),
  );
}
