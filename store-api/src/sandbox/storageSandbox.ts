import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest, HttpError, notFound } from '../http/httpError';
import type { ObjectStorage } from '../uploads/objectStorage';
import { TICKET_REFUSED, useUploadTicket } from '../uploads/uploadTickets';

/** Pictures for reviews and verification stay small. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const STORAGE_PATH = '/sandbox/storage/';

/** Keys are the ones handed out by uploads/uploadTickets.ts; anything else is refused. */
const KEY_PATTERN = /^orders\/[A-Za-z0-9_-]{1,64}\/(preview|comment)\/[0-9a-f]{16}-[A-Za-z0-9._-]{1,80}$/;

/** The sandbox bucket: files in the store's database, written at /sandbox/storage/{key}?ticket=... */
export function sandboxStorage(db: Database): ObjectStorage {
  return {
    uploadTarget: (key, ticket) => ({
      uploadUrl: `${STORAGE_PATH}${key}?ticket=${ticket}`,
      uploadHeaders: {},
      url: `${STORAGE_PATH}${key}`,
    }),
    keyOf: (url) =>
      url.startsWith(STORAGE_PATH) && !url.includes('?') ? url.slice(STORAGE_PATH.length) : null,
    holds: async (key) =>
      (await db.kysely.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst()) !==
      undefined,
  };
}

/**
 * Object-storage sandbox: PUT the bytes to an upload URL (one write per ticket, never over a stored
 * file), GET them back. Scoped in its own plugin so the catch-all body parser only applies here.
 */
export function registerStorageSandbox(app: FastifyInstance, db: Database): void {
  void app.register(async (storage) => {
    storage.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    storage.put<{ Params: { '*': string }; Querystring: { ticket?: string } }>(
      '/sandbox/storage/*',
      async (request) => {
        const key = request.params['*'];
        if (!KEY_PATTERN.test(key)) throw notFound('Upload URL not found.');
        const type = request.headers['content-type'] ?? '';
        // Only pictures: serving uploaded HTML or scripts from the API origin would open the door to XSS.
        if (!/^image\/(png|jpeg|webp|gif)$/.test(type))
          throw badRequest('Only PNG, JPEG, WebP or GIF pictures can be uploaded.');
        const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
        if (!ticket) throw new HttpError(403, TICKET_REFUSED);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await db.transaction(async () => {
          await useUploadTicket(db, key, ticket);
          // Never over a stored file, whatever the ticket says.
          const stored = await db.kysely
            .insertInto('uploads')
            .values({ key, content_type: type, bytes, create_time: new Date().toISOString() })
            .onConflict((conflict) => conflict.column('key').doNothing())
            .executeTakeFirst();
          if (stored.numInsertedOrUpdatedRows === 0n)
            throw new HttpError(409, 'A file is already stored under this name.');
        });
        return success({ key, url: `${STORAGE_PATH}${key}`, size: bytes.length });
      },
    );

    storage.get<{ Params: { '*': string } }>('/sandbox/storage/*', async (request, reply) => {
      const row = await db.kysely
        .selectFrom('uploads')
        .select(['content_type as type', 'bytes'])
        .where('key', '=', request.params['*'])
        .executeTakeFirst();
      if (!row) throw notFound('File not found.');
      return reply.type(row.type).header('x-content-type-options', 'nosniff').send(row.bytes);
    });
  });
}
