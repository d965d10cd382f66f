// Uploading a picture to the slot an upload ticket names (spec 7 ".../sts" calls), and reading uploaded
// files back. The slot is the storage's own URL (store-api's object-storage sandbox in demo and tests, a
// bucket's presigned URL in production): the ticket is the credential, so the PUT carries no session and
// none of the API's headers, only the file's type and the headers the ticket names. The request is
// signed by store-api, which hands out the presigned URL; the browser holds no storage key. Spec 8: the
// storage client tries again after a refusal for clock skew, a 5xx or a dropped connection, up to 4
// tries in all.
import { delay } from '../platform/delay';
import { getRuntimeConfig } from '../platform/runtimeConfig';
import { ApiError, isEnvelope } from './envelope';
import type { UploadTicket } from './orderTypes';

/** What the store-api sandbox answers for a stored file (a bucket answers nothing): kept for 2.x callers. */
export interface StoredUpload {
  key: string;
  url: string;
  size: number;
}

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

/** Spec 8: tries of one upload, the first included. */
export const UPLOAD_MAX_TRIES = 4;
/** The wait before try n + 1 is this times n: 0.5 s, 1 s, 1.5 s. */
export const UPLOAD_RETRY_DELAY_MS = 500;
/** A bucket's code (S3 and compatibles) for a signature made at a time too far from its own clock. */
export const CLOCK_SKEW_CODE = 'RequestTimeTooSkewed';

/** The storage's reason when it answered in the API's envelope; '' otherwise (a bucket answers XML). */
function refusal(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return isEnvelope(parsed) ? parsed.message : '';
  } catch {
    return '';
  }
}

/** The answer's text; '' when it has none or it cannot be read. */
async function bodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/**
 * Worth another try: the storage failed (5xx), or it found the signature's time too far from its own
 * clock (the signing server's clock and the bucket's disagree for a moment; a node with the right time
 * may take the next try).
 */
function retryable(status: number, body: string): boolean {
  return status >= 500 || (status === 403 && body.includes(`<Code>${CLOCK_SKEW_CODE}</Code>`));
}

/**
 * "Already written" (the slot's one write is used: 409 from the sandbox, 412 from a bucket's
 * If-None-Match) after a try whose answer was lost: that try stored the file.
 */
const alreadyStored = (status: number) => status === 409 || status === 412;

/** PUTs the file's bytes to the ticket's slot; an ApiError (the storage's status) when it refuses. */
async function putUpload(ticket: UploadTicket, file: Blob): Promise<void> {
  let answerLost = false;
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= UPLOAD_MAX_TRIES;
    let response: Response;
    try {
      response = await fetch(apiFileUrl(ticket.uploadUrl), {
        method: 'PUT',
        headers: { 'Content-Type': file.type || 'application/octet-stream', ...ticket.uploadHeaders },
        body: file,
      });
    } catch (error) {
      // A dropped connection: the storage may or may not have the file.
      if (last) throw error;
      answerLost = true;
      await delay(UPLOAD_RETRY_DELAY_MS * attempt);
      continue;
    }
    if (response.ok || (answerLost && alreadyStored(response.status))) return;
    const body = await bodyText(response);
    if (last || !retryable(response.status, body)) {
      throw new ApiError(response.status, refusal(body), ticket.uploadUrl);
    }
    answerLost = response.status >= 500;
    await delay(UPLOAD_RETRY_DELAY_MS * attempt);
  }
}

/** The storage slot's PUT: the ticket is its credential, so it goes past the api client (no session). */
export function uploadsApi() {
  return { put: putUpload };
}
