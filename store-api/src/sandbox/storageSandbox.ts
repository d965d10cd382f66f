import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest, notFound } from '../http/httpError';
import { prepared } from '../db/preparedStatements';

/** Pictures for reviews and verification stay small. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Keys are the ones handed out by uploads/uploadTickets.ts; anything else is refused. */
const KEY_PATTERN = /^orders\/[A-Za-z0-9_-]{1,64}\/(preview|comment)\/[0-9a-f]{16}-[A-Za-z0-9._-]{1,80}$/;

/**
 * Object-storage sandbox: PUT the bytes to an upload URL, GET them back. Scoped in its own plugin so the
 * catch-all body parser only applies here.
 */
export function registerStorageSandbox(app: FastifyInstance, db: Database): void {
  void app.register(async (storage) => {
    storage.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    storage.put<{ Params: { '*': string } }>('/sandbox/storage/*', async (request) => {
      const key = request.params['*'];
      if (!KEY_PATTERN.test(key)) throw notFound('Upload URL not found.');
      const bytes = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(JSON.stringify(request.body ?? ''));
      const type = request.headers['content-type'] ?? '';
      // Only pictures: serving uploaded HTML or scripts from the API origin would open the door to XSS.
      if (!/^image\/(png|jpeg|webp|gif)$/.test(type))
        throw badRequest('Only PNG, JPEG, WebP or GIF pictures can be uploaded.');
      prepared(
        db,
        'INSERT OR REPLACE INTO uploads (key, content_type, bytes, create_time) VALUES (?, ?, ?, ?)',
      ).run(key, type, bytes, new Date().toISOString());
      return success({ key, url: `/sandbox/storage/${key}`, size: bytes.length });
    });

    storage.get<{ Params: { '*': string } }>('/sandbox/storage/*', async (request, reply) => {
      const row = prepared(db, 'SELECT content_type AS type, bytes FROM uploads WHERE key = ?').get(
        request.params['*'],
      ) as { type: string; bytes: Buffer } | undefined;
      if (!row) throw notFound('File not found.');
      return reply.type(row.type).header('x-content-type-options', 'nosniff').send(row.bytes);
    });
  });
}
