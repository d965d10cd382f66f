// Uploading a picture to the slot an upload ticket names (spec 7 ".../sts" calls; store-api's object
// storage sandbox in demo and tests), and reading uploaded files back.
import { getRuntimeConfig } from '../platform/runtimeConfig';
import type { ApiRequest } from './client';
import type { UploadTicket } from './orderTypes';

/** What the storage answers for a stored file. */
export interface StoredUpload {
  key: string;
  url: string;
  size: number;
}

const ABSOLUTE_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A file URL the API handed out (an upload ticket's `url`, a review picture): relative ones are
 * relative to the API (base + prefix), absolute ones (a CDN) stay as they are. Paths the page serves
 * itself (`/media/...`) are not API paths and pass unchanged.
 */
export function apiFileUrl(url: string): string {
  if (!url || ABSOLUTE_URL.test(url) || !url.startsWith('/sandbox/')) return url;
  const { apiBase, apiPrefix } = getRuntimeConfig();
  return `${apiBase}${apiPrefix}${url}`;
}

export function uploadsApi(apiRequest: ApiRequest) {
  return {
    /** PUTs the file's bytes to the ticket's upload URL, with the file's own content type. */
    put: (ticket: UploadTicket, file: Blob) =>
      apiRequest<StoredUpload>({
        method: 'PUT',
        path: ticket.uploadUrl,
        body: file,
        contentType: file.type || 'application/octet-stream',
      }),
  };
}
