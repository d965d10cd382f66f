import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/httpError';

/** Review page size 30. */
export const REVIEW_PAGE_SIZE = 30;

/** orderBy of the review list: 0 newest, 1 most liked, 2 highest rating. */
export const REVIEW_ORDERS = [
  'r.create_time DESC',
  'r.like_count DESC, r.create_time DESC',
  'r.rating DESC, r.create_time DESC',
] as const;

export interface Review {
  id: number;
  productId: number;
  orderId: number | null;
  author: string;
  rating: number;
  content: string;
  images: string[];
  likeCount: number;
  /** Whether the logged-in member liked it (false when anonymous). */
  liked: boolean;
  createTime: string;
}

export interface ReviewPage {
  list: Review[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ReviewSummary {
  total: number;
  /** Mean rating, 1 decimal; 0 when there are no reviews. */
  average: number;
  /** Count per star, index 0 = 1 star. */
  distribution: number[];
  withImages: number;
}

type ReviewRow = Omit<Review, 'images' | 'liked'> & { images: string; liked: number };

const REVIEW_SELECT = `SELECT r.id, r.product_id AS productId, r.order_id AS orderId, r.author, r.rating, r.content,
    r.images, r.like_count AS likeCount, r.create_time AS createTime,
    EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id AND l.member_id = @memberId) AS liked
  FROM reviews r`;

const toReview = (row: ReviewRow): Review => ({
  ...row,
  images: JSON.parse(row.images) as string[],
  liked: row.liked === 1,
});

export async function productIdBySn(db: Database, sn: string): Promise<number | null> {
  const row = (await db.one('SELECT id FROM products WHERE sn = ? OR link_name = ?', sn, sn)) as
    { id: number } | undefined;
  return row?.id ?? null;
}

export interface ReviewListQuery {
  pageNum: number;
  pageSize: number;
  orderBy: number;
  imgOnly: number;
}

export async function listProductReviews(
  db: Database,
  productId: number,
  query: ReviewListQuery,
  memberId: number | null,
): Promise<ReviewPage> {
  const where = `WHERE r.product_id = @productId AND (@imgOnly = 0 OR r.images <> '[]')`;
  const params = { productId, imgOnly: query.imgOnly, memberId };
  const { total } = (await db.one(`SELECT COUNT(*) AS total FROM reviews r ${where}`, params)) as {
    total: number;
  };
  const orderBy = REVIEW_ORDERS[query.orderBy] ?? REVIEW_ORDERS[0];
  const rows = (await db.all(
    `${REVIEW_SELECT} ${where} ORDER BY ${orderBy}, r.id DESC LIMIT @limit OFFSET @offset`,
    { ...params, limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize },
  )) as ReviewRow[];
  return { list: rows.map(toReview), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function summariseProductReviews(db: Database, productId: number): Promise<ReviewSummary> {
  const rows = (await db.all(
    `SELECT rating, COUNT(*) AS count, SUM(CASE WHEN images <> '[]' THEN 1 ELSE 0 END) AS withImages FROM reviews WHERE product_id = ?
       GROUP BY rating`,
    productId,
  )) as { rating: number; count: number; withImages: number }[];
  const distribution = [0, 0, 0, 0, 0];
  let total = 0;
  let stars = 0;
  let withImages = 0;
  for (const row of rows) {
    distribution[row.rating - 1] = row.count;
    total += row.count;
    stars += row.rating * row.count;
    withImages += row.withImages;
  }
  return {
    total,
    average: total === 0 ? 0 : Math.round((stars / total) * 10) / 10,
    distribution,
    withImages,
  };
}

/** Likes a review once per member: liking again changes nothing and answers the same state. */
export async function likeReview(
  db: Database,
  reviewId: number,
  memberId: number,
): Promise<{ liked: true; likeCount: number }> {
  return await db.transaction(async () => {
    const exists = await db.one('SELECT 1 FROM reviews WHERE id = ?', reviewId);
    if (!exists) throw notFound('Review not found.');
    const inserted = await db.run(
      'INSERT INTO review_likes (review_id, member_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
      reviewId,
      memberId,
    );
    if (inserted.changes === 1)
      await db.run('UPDATE reviews SET like_count = like_count + 1 WHERE id = ?', reviewId);
    const { likeCount } = (await db.one(
      'SELECT like_count AS likeCount FROM reviews WHERE id = ?',
      reviewId,
    )) as {
      likeCount: number;
    };
    return { liked: true as const, likeCount };
  });
}

export async function findOrderReview(
  db: Database,
  orderId: number,
  memberId: number,
): Promise<Review | null> {
  const row = (await db.one(`${REVIEW_SELECT} WHERE r.order_id = @orderId`, { orderId, memberId })) as
    ReviewRow | undefined;
  return row ? toReview(row) : null;
}

export interface NewReview {
  rating: number;
  content: string;
  images: string[];
}

/** Throws the 400 a shopper sees unless this member may review this order now. */
export async function requireReviewable(
  db: Database,
  order: { id: number; status: number },
  memberId: number,
): Promise<void> {
  if (order.status !== 2) throw badRequest('Only finished orders can be reviewed.');
  if (await findOrderReview(db, order.id, memberId))
    throw badRequest('You have already reviewed this order.');
}

/** A review of a finished order, one per order, signed with the member's nickname. */
export async function createOrderReview(
  db: Database,
  order: { id: number; productId: number; status: number },
  memberId: number,
  review: NewReview,
  now = new Date(),
): Promise<Review> {
  await requireReviewable(db, order, memberId);
  const { nickname } = (await db.one('SELECT nickname FROM members WHERE id = ?', memberId)) as {
    nickname: string;
  };
  await db.run(
    `INSERT INTO reviews (product_id, member_id, order_id, author, rating, content, images, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    order.productId,
    memberId,
    order.id,
    nickname,
    review.rating,
    review.content,
    JSON.stringify(review.images),
    now.toISOString(),
  );
  const created = await findOrderReview(db, order.id, memberId);
  if (!created) throw new Error('Review vanished right after insert.');
  return created;
}
