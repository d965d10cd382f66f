// Verification pictures: one upload ticket per picture (GET /homs/order/{id}/preview/sts), the bytes
// PUT to its uploadUrl (on the store API), then the ticket's url goes into the submission.
import { getRuntimeConfig, type Api } from '@topup/shared-lib';

/** store-api: at most 6 pictures per submission, each at most 5 MB, PNG/JPEG/WebP/GIF. */
export const MAX_PICTURES = 6;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export class PictureUploadError extends Error {
  override name = 'PictureUploadError';
}

/** A path of the store API (ticket URLs are relative to it) as the page reaches it. */
export function apiUrl(path: string): string {
  const { apiBase, apiPrefix } = getRuntimeConfig();
  return `${apiBase}${apiPrefix}${path}`;
}

export type PictureIssue = 'count' | 'type' | 'size' | null;

export function checkPictures(files: readonly File[]): PictureIssue {
  if (files.length < 1 || files.length > MAX_PICTURES) return 'count';
  if (files.some((file) => !PICTURE_TYPES.includes(file.type))) return 'type';
  if (files.some((file) => file.size > MAX_PICTURE_BYTES)) return 'size';
  return null;
}

export async function uploadPictures(
  orders: Pick<Api['orders'], 'previewUploadTicket'>,
  orderId: number,
  files: readonly File[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    const ticket = await orders.previewUploadTicket(orderId);
    const response = await fetch(apiUrl(ticket.uploadUrl), {
      method: 'PUT',
      headers: { 'Content-Type': file.type },
      body: file,
    });
    if (!response.ok) throw new PictureUploadError(`upload failed with ${response.status}`);
    urls.push(ticket.url);
  }
  return urls;
}
