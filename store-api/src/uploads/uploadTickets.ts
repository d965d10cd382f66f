import { randomBytes } from 'node:crypto';

/** Upload tickets stay valid this long (what an object-storage STS token would allow). */
export const UPLOAD_TICKET_LIFETIME_MS = 15 * 60 * 1000;

export interface UploadTicket {
  fileName: string;
  /** Object key in the bucket. */
  key: string;
  /** PUT the file's bytes here (the sandbox storage of this API). */
  uploadUrl: string;
  /** Where the file can be read after upload: pass this back in images lists. */
  url: string;
  expireTime: string;
}

/**
 * Stands in for object-storage STS credentials: instead of signing requests in the browser, the client gets
 * one pre-authorised URL per file. The random part makes keys unguessable.
 */
export function createUploadTicket(prefix: string, fileName: string, now = new Date()): UploadTicket {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80);
  const key = `${prefix}/${randomBytes(8).toString('hex')}-${safeName}`;
  return {
    fileName,
    key,
    uploadUrl: `/sandbox/storage/${key}`,
    url: `/sandbox/storage/${key}`,
    expireTime: new Date(now.getTime() + UPLOAD_TICKET_LIFETIME_MS).toISOString(),
  };
}
