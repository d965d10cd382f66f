// Uploading a picture to the slot an upload ticket names (the store API ".../sts" calls), and reading uploaded
// files back. The slot is the storage's own URL (store-api's object-storage sandbox in demo and tests, a
// bucket's presigned URL in production): the ticket is the credential, so the PUT carries no session and
// none of the API's headers, only the file's type and the headers the ticket names. The request is
// signed by store-api, which hands out the presigned URL; the browser holds no storage key. The storage
// client tries again after a refusal for clock skew, a 5xx or a dropped connection, up to 4 tries in all. The PUT with its retries is a chunk of its own (uploadPut.ts), fetched by the first
// upload, and tried again as the PUT is when the connection drops.
import { delay } from '../platform/delay';
import { getRuntimeConfig } from '../platform/runtimeConfig';
import { ApiError, isEnvelope } from './envelope';
import type { UploadTicket } from './orderTypes';
import type * as UploadPutModule from './uploadPut';
import { UPLOAD_MAX_TRIES, UPLOAD_RETRY_DELAY_MS } from './uploadRetry';

const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A file URL the API handed out (an upload ticket's `url` or `uploadUrl`, a review picture): relative
 * ones are relative to the API (base + prefix), absolute ones (a bucket, a CDN) stay as they are. Paths
 * the page serves itself (`/media/...`) are not API paths and pass unchanged.
 */
export function apiFileUrl(url: string): string {
  if (!url || ABSOLUTE_URL.test(url) || !url.startsWith('/sandbox/')) return url;
  const { apiBase, apiPrefix } = getRuntimeConfig();
  return `${apiBase}${apiPrefix}${url}`;
}

/** The storage's reason when it answered in the API's envelope; '' otherwise (a bucket answers XML). */
function refusal(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return isEnvelope(parsed) ? parsed.message : '';
  } catch {
    return '';
  }
}

/** The PUT's chunk; fetched again after a dropped connection, as the PUT itself is. */
async function uploadPut(): Promise<typeof UploadPutModule> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await import(/* webpackChunkName: "upload" */ './uploadPut');
    } catch (error) {
      if (attempt >= UPLOAD_MAX_TRIES) throw error;
      await delay(UPLOAD_RETRY_DELAY_MS * attempt);
    }
  }
}

/** PUTs the file's bytes to the ticket's slot; an ApiError (the storage's status) when it refuses. */
async function putUpload(ticket: UploadTicket, file: Blob): Promise<void> {
  const { putWithRetries } = await uploadPut();
  const headers = { 'Content-Type': file.type || 'application/octet-stream', ...ticket.uploadHeaders };
  const refused = await putWithRetries(apiFileUrl(ticket.uploadUrl), headers, file);
  if (refused) throw new ApiError(refused.status, refusal(refused.body), ticket.uploadUrl);
}

/** The storage slot's PUT: the ticket is its credential, so it goes past the api client (no session). */
export function uploadsApi() {
  return { put: putUpload };
}
