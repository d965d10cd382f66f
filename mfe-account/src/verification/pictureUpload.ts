// Verification pictures: one upload ticket per picture (GET /homs/order/{id}/preview/sts), the bytes
// PUT to its one-time slot (the api's `uploads.put`), then the ticket's url goes into the submission.
import type { Api } from '@topup/shared-lib';
import { verificationApi } from './verificationApi';

/** store-api: at most 6 pictures per submission, each at most 5 MB, PNG/JPEG/WebP/GIF. */
export const MAX_PICTURES = 6;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export type PictureIssue = 'count' | 'type' | 'size' | null;

export function checkPictures(files: readonly File[]): PictureIssue {
  if (files.length < 1 || files.length > MAX_PICTURES) return 'count';
  if (files.some((file) => !PICTURE_TYPES.includes(file.type))) return 'type';
  if (files.some((file) => file.size > MAX_PICTURE_BYTES)) return 'size';
  return null;
}

export async function uploadPictures(api: Api, orderId: number, files: readonly File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    const ticket = await verificationApi(api).previewUploadTicket(orderId);
    await api.uploads.put(ticket, file);
    urls.push(ticket.url);
  }
  return urls;
}
