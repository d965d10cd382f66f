// The PUT of an upload with its retries (the storage client tries again after a refusal for
// clock skew, a 5xx or a dropped connection, up to 4 tries in all). A chunk of its own, fetched by the
// first upload (uploads.ts): most visits upload nothing.
import { delay } from '../platform/delay';
import { CLOCK_SKEW_CODE, UPLOAD_MAX_TRIES, UPLOAD_RETRY_DELAY_MS } from './uploadRetry';

/** The storage's last answer when it refused the file. */
export interface UploadRefusal {
  status: number;
  body: string;
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

/**
 * PUTs the file to the slot's URL, trying again as retryable() says. Null once stored; the storage's last
 * answer when it refused; a dropped connection on the last try throws.
 */
export async function putWithRetries(
  url: string,
  headers: Record<string, string>,
  file: Blob,
): Promise<UploadRefusal | null> {
  let answerLost = false;
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= UPLOAD_MAX_TRIES;
    let response: Response;
    try {
      response = await fetch(url, { method: 'PUT', headers, body: file });
    } catch (error) {
      // A dropped connection: the storage may or may not have the file.
      if (last) throw error;
      answerLost = true;
      await delay(UPLOAD_RETRY_DELAY_MS * attempt);
      continue;
    }
    if (response.ok || (answerLost && alreadyStored(response.status))) return null;
    const body = await bodyText(response);
    if (last || !retryable(response.status, body)) return { status: response.status, body };
    answerLost = response.status >= 500;
    await delay(UPLOAD_RETRY_DELAY_MS * attempt);
  }
}
