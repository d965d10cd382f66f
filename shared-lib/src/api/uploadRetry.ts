// How an upload is tried again: shared by the first try (uploads.ts) and the retrying PUT (uploadPut.ts),
// which is a chunk of its own.
/** Tries of one upload, the first included: the storage client's limit for a refused upload. */
export const UPLOAD_MAX_TRIES = 4;
/** The wait before try n + 1 is this times n: 0.5 s, 1 s, 1.5 s. */
export const UPLOAD_RETRY_DELAY_MS = 500;
/** A bucket's code (S3 and compatibles) for a signature made at a time too far from its own clock. */
export const CLOCK_SKEW_CODE = 'RequestTimeTooSkewed';
