// The object storage seam: the browser writes a picture straight to the storage with an upload ticket
// the store issued (uploadTickets.ts), and reads it back from the storage's own URL. The sandbox
// (sandbox/storageSandbox.ts) is one storage; s3Storage.ts an S3-compatible bucket.

export interface UploadTarget {
  /** Where the browser PUTs the bytes (relative URLs are relative to the API). */
  uploadUrl: string;
  /** Headers the PUT must carry, e.g. the one that refuses to overwrite a stored file. */
  uploadHeaders: Record<string, string>;
  /** Where the stored file is read: the URL the shopper then sends in `images`. */
  url: string;
}

export interface ObjectStorage {
  /** A one-time place to write `key`, until `expires`; `ticket` is the store's secret for it. */
  uploadTarget(key: string, ticket: string, expires: Date): UploadTarget;
  /** The key of a file URL this storage hands out, or null for any other text. */
  keyOf(url: string): string | null;
  /** Whether a file is stored under the key. */
  holds(key: string): Promise<boolean>;
}
