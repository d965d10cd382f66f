// One page of a product's reviews, as the shopper sorts and filters them.
import { REVIEW_PAGE_SIZE, type Api } from '@topup/shared-lib';

/** store-api's orderBy values offered to shoppers: 0 newest first, 2 best rated first. */
export const REVIEW_ORDER = { newest: 0, rating: 2 } as const;
export type ReviewOrder = keyof typeof REVIEW_ORDER;

export interface ReviewPageQuery {
  pageNum: number;
  order: ReviewOrder;
  imagesOnly: boolean;
}

/** The page the list opens on: the loader reads it. */
export const FIRST_REVIEW_PAGE: ReviewPageQuery = { pageNum: 1, order: 'newest', imagesOnly: false };

export const isFirstReviewPage = ({ pageNum, order, imagesOnly }: ReviewPageQuery): boolean =>
  pageNum === FIRST_REVIEW_PAGE.pageNum &&
  order === FIRST_REVIEW_PAGE.order &&
  imagesOnly === FIRST_REVIEW_PAGE.imagesOnly;

export const readReviewPage = (api: Api, sn: string, { pageNum, order, imagesOnly }: ReviewPageQuery) =>
  api.products.reviews(sn, {
    pageNum,
    pageSize: REVIEW_PAGE_SIZE,
    orderBy: REVIEW_ORDER[order],
    imgOnly: imagesOnly ? 1 : 0,
  });
