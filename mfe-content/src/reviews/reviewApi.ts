// The review pages' own calls of the store API (a product's review summary, liking a review), bound to
// the store set's api client; the review list itself is shared (the storefront previews it).
import { callGroup, type ReviewSummary } from '@topup/shared-lib';

export interface ReviewLike {
  liked: true;
  likeCount: number;
}

type Id = number | string;

export const reviewApi = callGroup((apiRequest) => ({
  reviewSummary: (sn: string) =>
    apiRequest<ReviewSummary>({ path: '/hpms/product/sn/{sn}/comment/summary', params: { sn } }),
  likeReview: (id: Id) => apiRequest<ReviewLike>({ path: '/hpms/product/comment/like/{id}', params: { id } }),
}));
