import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { identifyMember } from '../http/requireMember';
import { listCurrencies } from '../products/productDetail';
import { CLIENT_LOG_BATCH_MAX, storeClientLogs, type ClientLogEntry } from './clientLogs';
import { currencyListSchema, envelopeWith, phonePrefixListSchema } from '../http/responseSchemas';

/** The build id answered when the embedding server does not pass one (see BuildAppOptions.buildId). */
export const DEFAULT_BUILD_ID = 'dev';

const text = (max: number, min = 0) => ({ type: 'string', minLength: min, maxLength: max }) as const;

const feedbackSchema = {
  body: {
    type: 'object',
    required: ['type', 'content'],
    properties: {
      type: { type: 'string', enum: ['order', 'payment', 'account', 'suggestion', 'other'] },
      content: text(2000, 5),
      contact: text(254),
    },
  },
} as const;

const partnerSchema = {
  body: {
    type: 'object',
    required: ['name', 'email', 'message'],
    properties: {
      name: text(100, 1),
      company: text(200),
      email: { type: 'string', format: 'email', maxLength: 254 },
      phone: { type: 'string', maxLength: 32, pattern: '^[0-9+ -]*$' },
      message: text(2000, 5),
    },
  },
} as const;

const logsSchema = {
  body: {
    type: 'object',
    required: ['logs'],
    properties: {
      logs: {
        type: 'array',
        minItems: 1,
        maxItems: CLIENT_LOG_BATCH_MAX,
        items: {
          type: 'object',
          required: ['level', 'message', 'timestamp'],
          properties: {
            level: { type: 'string', enum: ['info', 'warn', 'error', 'debug'] },
            message: text(4000),
            timestamp: text(40, 1),
            url: text(2000),
            userAgent: text(500),
            userId: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'integer' }] },
            sessionId: text(100),
            extra: {},
          },
        },
      },
    },
  },
} as const;

const utmSchema = {
  body: {
    type: 'object',
    required: ['utm_source'],
    properties: {
      utm_source: text(200, 1),
      utm_medium: text(200),
      utm_campaign: text(200),
      uuid: { type: 'string', pattern: '^[0-9a-fA-F-]{8,64}$' },
    },
    additionalProperties: { type: 'string', maxLength: 500 },
  },
} as const;

interface UtmBody {
  utm_source: string;
  utm_medium?: string;
  utm_campaign?: string;
  uuid?: string;
  [key: string]: string | undefined;
}

/** How long a cache may keep the currency list (its rates change a few times a day at most). */
export const CURRENCY_LIST_MAX_AGE_SECONDS = 60;

export function registerSiteRoutes(app: FastifyInstance, db: Database, buildId: string): void {
  app.get(
    '/hms/currency/v2',
    { schema: { response: envelopeWith(currencyListSchema) } },
    async (_request, reply) => {
      // The same list for every shopper, member or not: a shared cache (the store's page server) may
      // keep it for all of them.
      reply.header('cache-control', `public, max-age=${CURRENCY_LIST_MAX_AGE_SECONDS}`);
      return success(await listCurrencies(db));
    },
  );

  app.get(
    '/sso/register/phone/prefix',
    { schema: { response: envelopeWith(phonePrefixListSchema) } },
    async () => {
      const rows = await db.kysely
        .selectFrom('phone_prefixes')
        .select(['label', 'value', 'country', 'default_select as defaultSelect'])
        .orderBy('sort_order')
        .execute();
      return success(rows.map((row) => ({ ...row, defaultSelect: row.defaultSelect === 1 })));
    },
  );

  app.post<{ Body: { type: string; content: string; contact?: string } }>(
    '/hums/feedback',
    { schema: feedbackSchema, preHandler: identifyMember(db) },
    async (request) => {
      const { type, content, contact } = request.body;
      const row = await db.kysely
        .insertInto('feedback')
        .values({
          member_id: request.memberId,
          type,
          content,
          contact: contact ?? '',
          create_time: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return success({ id: row.id });
    },
  );

  app.post<{ Body: { name: string; company?: string; email: string; phone?: string; message: string } }>(
    '/public/partner',
    { schema: partnerSchema },
    async (request) => {
      const { name, company, email, phone, message } = request.body;
      const row = await db.kysely
        .insertInto('partner_enquiries')
        .values({
          name,
          company: company ?? '',
          email,
          phone: phone ?? '',
          message,
          create_time: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return success({ id: row.id });
    },
  );

  app.post<{ Body: { logs: ClientLogEntry[] } }>('/api/logs', { schema: logsSchema }, async (request) =>
    success({ received: await storeClientLogs(db, request.body.logs) }),
  );

  // The build manifest the client polls: a plain JSON file, not an envelope.
  app.get<{ Params: { buildId: string } }>(
    '/builds/meta/:buildId.json',
    {
      schema: {
        params: {
          type: 'object',
          required: ['buildId'],
          properties: { buildId: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' } },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        buildId,
        requested: request.params.buildId,
        latest: request.params.buildId === buildId,
      };
    },
  );

  /**
   * Campaign visits. The answer codes follow what the client does with them: an anonymous visit
   * answers 401 with the visit uuid in data (the client keeps it as utm-uuid and sends it again after
   * login); a logged-in visit is attributed and answers 200 (the client clears the uuid).
   */
  app.post<{ Body: UtmBody }>(
    '/hums/utm/tracker',
    { schema: utmSchema, preHandler: identifyMember(db) },
    async (request, reply) => {
      const { utm_source: source, utm_medium: medium, utm_campaign: campaign, uuid, ...rest } = request.body;
      const visitUuid = uuid ?? randomUUID().replaceAll('-', '');
      await db.kysely
        .insertInto('utm_visits')
        .values({
          uuid: visitUuid,
          member_id: request.memberId,
          source,
          medium: medium ?? '',
          campaign: campaign ?? '',
          params: JSON.stringify(rest),
          create_time: new Date().toISOString(),
        })
        .execute();
      if (request.memberId === null) {
        return reply.status(401).send({
          code: 401,
          message: 'Visit recorded; log in to link it to your account.',
          data: visitUuid,
        });
      }
      await db.kysely
        .updateTable('utm_visits')
        .set({ member_id: request.memberId })
        .where('uuid', '=', visitUuid)
        .where('member_id', 'is', null)
        .execute();
      return success({ uuid: visitUuid });
    },
  );
}
