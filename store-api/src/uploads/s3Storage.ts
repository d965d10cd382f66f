// An S3-compatible bucket as the store's object storage (AWS S3, Cloudflare R2, MinIO...): the browser
// PUTs to a presigned URL that carries `If-None-Match: *`, so the bucket refuses to overwrite a stored
// file; the store checks a file is there with a presigned HEAD. Files are read at STORAGE_PUBLIC_URL.
import { callProvider, providerFailed } from '../providers/providerCall';
import type { StorageSettings } from '../providers/providerSettings';
import type { ObjectStorage } from './objectStorage';
import { presignS3Url } from './s3Presign';

/** The header that makes a PUT fail (412) when the key already holds a file. */
export const NO_OVERWRITE_HEADER = { 'if-none-match': '*' } as const;
const HEAD_URL_SECONDS = 60;

export function s3Storage(settings: StorageSettings, now: () => Date = () => new Date()): ObjectStorage {
  const credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
  };
  const objectUrl = (key: string) => `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}/${key}`;
  const publicBase = `${settings.publicUrl.replace(/\/$/, '')}/`;
  return {
    uploadTarget(key, _ticket, expires) {
      const issued = now();
      const expiresSeconds = Math.max(1, Math.round((expires.getTime() - issued.getTime()) / 1000));
      return {
        uploadUrl: presignS3Url(credentials, 'PUT', objectUrl(key), {
          now: issued,
          expiresSeconds,
          headers: { ...NO_OVERWRITE_HEADER },
        }),
        uploadHeaders: { ...NO_OVERWRITE_HEADER },
        url: `${publicBase}${key}`,
      };
    },
    keyOf: (url) => (url.startsWith(publicBase) && !/[?#]/.test(url) ? url.slice(publicBase.length) : null),
    async holds(key) {
      const url = presignS3Url(credentials, 'HEAD', objectUrl(key), {
        now: now(),
        expiresSeconds: HEAD_URL_SECONDS,
      });
      const answer = await callProvider('object storage', url, { method: 'HEAD' });
      if (answer.status === 200) return true;
      if (answer.status === 404 || answer.status === 403) return false;
      throw providerFailed('object storage');
    },
  };
}
