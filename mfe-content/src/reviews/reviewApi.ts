// The review pages' own calls of the store API (a product's review summary, liking a review, writing an
// order's review with its pictures), bound to the store set's api client; the review list itself is
// shared (the storefront previews it).
import { callGroup, type Review, type ReviewSummary, type UploadTicket } from '@topup/shared-lib';

export interface ReviewLike {
  liked: true;
  likeCount: number;
}

export interface OrderComment {
  rating: number;
  content: string;
  images: string[];
}

type Id = number | string;

export const reviewApi = callGroup((apiRequest) => ({
  reviewSummary: (sn: string) =>
    apiRequest<ReviewSummary>({ path: '/hpms/product/sn/{sn}/comment/summary', params: { sn } }),
  likeReview: (id: Id) => apiRequest<ReviewLike>({ path: '/hpms/product/comment/like/{id}', params: { id } }),
  /** Upload slots for review pictures, one per file name (array payload). */
  commentUploadTickets: (id: Id, fileNames: string[]) =>
    apiRequest<UploadTicket[]>({
      method: 'POST',
      path: '/homs/order/{id}/comment/sts',
      params: { id },
      body: fileNames,
    }),
  submitComment: (id: Id, payload: OrderComment) =>
    apiRequest<Review>({ method: 'POST', path: '/homs/order/{id}/comment', params: { ...payload, id } }),
}));
