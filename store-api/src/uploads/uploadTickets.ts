// Upload tickets: the store hands a member one place per picture, bound to the member, the order, the
// use (verification or review) and the object key, for a short time. The storage takes one write per
// ticket and never overwrites; a submission names only pictures stored under its own tickets.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { badRequest, HttpError } from '../http/httpError';
import type { ObjectStorage } from './objectStorage';

/** Upload tickets stay valid this long (what an object-storage STS token would allow). */
export const UPLOAD_TICKET_LIFETIME_MS = 15 * 60 * 1000;

/** Verification pictures (real-name, spot check) or review pictures. */
export type UploadPurpose = 'preview' | 'comment';

export interface UploadTicket {
  fileName: string;
  /** Object key in the bucket. */
  key: string;
  /** PUT the file's bytes here, with uploadHeaders. */
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
  /** Where the file can be read after upload: pass this back in images lists. */
  url: string;
  expireTime: string;
}

export interface UploadOwner {
  memberId: number;
  orderId: number;
  orderSn: string;
  purpose: UploadPurpose;
}

const hash = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** One ticket for one file; the random part makes keys unguessable, the secret makes writes one's own. */
export async function issueUploadTicket(
  db: Database,
  storage: ObjectStorage,
  owner: UploadOwner,
  fileName: string,
  now = new Date(),
): Promise<UploadTicket> {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80);
  const key = `orders/${owner.orderSn}/${owner.purpose}/${randomBytes(8).toString('hex')}-${safeName}`;
  const ticket = randomBytes(24).toString('hex');
  const expires = new Date(now.getTime() + UPLOAD_TICKET_LIFETIME_MS);
  await db.kysely
    .insertInto('upload_tickets')
    .values({
      key,
      member_id: owner.memberId,
      order_id: owner.orderId,
      purpose: owner.purpose,
      ticket_hash: hash(ticket),
      expires_at: expires.toISOString(),
      create_time: now.toISOString(),
    })
    .execute();
  return { fileName, key, ...storage.uploadTarget(key, ticket, expires), expireTime: expires.toISOString() };
}

export const TICKET_REFUSED = 'This upload needs the upload ticket issued for it.';

/**
 * The storage's check before a write (the sandbox's; a bucket checks its presigned URL itself): the
 * ticket issued for this key, not expired, not used. Marks it used; run it in the write's transaction.
 */
export async function useUploadTicket(
  db: Database,
  key: string,
  ticket: string,
  now = new Date(),
): Promise<void> {
  const row = await db.kysely
    .selectFrom('upload_tickets')
    .select(['ticket_hash as ticketHash', 'expires_at as expiresAt', 'used_at as usedAt'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || !timingSafeEqual(Buffer.from(row.ticketHash, 'hex'), Buffer.from(hash(ticket), 'hex'))) {
    throw new HttpError(403, TICKET_REFUSED);
  }
  if (row.usedAt !== null) throw new HttpError(409, 'This upload ticket was already used.');
  if (row.expiresAt <= now.toISOString())
    throw new HttpError(403, 'This upload ticket has expired. Please try again.');
  await db.kysely
    .updateTable('upload_tickets')
    .set({ used_at: now.toISOString() })
    .where('key', '=', key)
    .execute();
}

export const PICTURES_REFUSED = 'images must be pictures uploaded for this order with its upload tickets.';

/** Every URL must name a file stored under a ticket of this member, order and use; else one clear 400. */
export async function requireTicketedPictures(
  db: Database,
  storage: ObjectStorage,
  owner: Omit<UploadOwner, 'orderSn'>,
  urls: readonly string[],
): Promise<void> {
  for (const url of urls) {
    const key = storage.keyOf(url);
    const issued =
      key !== null &&
      (await db.kysely
        .selectFrom('upload_tickets')
        .select('key')
        .where('key', '=', key)
        .where('member_id', '=', owner.memberId)
        .where('order_id', '=', owner.orderId)
        .where('purpose', '=', owner.purpose)
        .executeTakeFirst()) !== undefined;
    if (!issued) throw badRequest(PICTURES_REFUSED);
    if (!(await storage.holds(key))) throw badRequest(PICTURES_REFUSED);
  }
}
