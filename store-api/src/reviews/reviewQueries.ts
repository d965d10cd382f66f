import { sql, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/httpError';

/** Review page size 30. */
export const REVIEW_PAGE_SIZE = 30;

/** orderBy of the review list: 0 newest, 1 most liked, 2 highest rating (then newest). */
export const REVIEW_ORDERS = [[], ['like_count'], ['rating']] as const satisfies readonly (readonly (
  'like_count' | 'rating'
)[])[];

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

/** The reviews with what a review answer shows, `liked` by memberId (never, anonymous). */
function reviewQuery(db: Database, memberId: number | null) {
  return db.kysely
    .selectFrom('reviews as r')
    .select((eb) => [
      'r.id',
      'r.product_id as productId',
      'r.order_id as orderId',
      'r.author',
      'r.rating',
      'r.content',
      'r.images',
      'r.like_count as likeCount',
      'r.create_time as createTime',
      memberId === null
        ? sql<SqlBool>`0`.as('liked')
        : eb
            .exists(
              eb
                .selectFrom('review_likes as l')
                .select('l.review_id')
                .whereRef('l.review_id', '=', 'r.id')
                .where('l.member_id', '=', memberId),
            )
            .as('liked'),
    ]);
}

type ReviewRow = Omit<Review, 'images' | 'liked'> & { images: string; liked: SqlBool };

const toReview = (row: ReviewRow): Review => ({
  ...row,
  images: JSON.parse(row.images) as string[],
  liked: Boolean(row.liked),
});

export async function productIdBySn(db: Database, sn: string): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.or([eb('sn', '=', sn), eb('link_name', '=', sn)]))
    .executeTakeFirst();
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
  const imagesOnly = query.imgOnly !== 0;
  const { total } = await db.kysely
    .selectFrom('reviews as r')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('r.product_id', '=', productId)
    .$if(imagesOnly, (images) => images.where('r.images', '<>', '[]'))
    .executeTakeFirstOrThrow();
  const [first] = REVIEW_ORDERS[query.orderBy] ?? REVIEW_ORDERS[0];
  const rows = await reviewQuery(db, memberId)
    .where('r.product_id', '=', productId)
    .$if(imagesOnly, (images) => images.where('r.images', '<>', '[]'))
    .$if(first !== undefined, (ordered) => ordered.orderBy(`r.${first ?? 'rating'}`, 'desc'))
    .orderBy('r.create_time', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { list: rows.map(toReview), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function summariseProductReviews(db: Database, productId: number): Promise<ReviewSummary> {
  const rows = await db.kysely
    .selectFrom('reviews')
    .select((eb) => [
      'rating',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>(eb.case().when('images', '<>', '[]').then(1).else(0).end()).as('withImages'),
    ])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
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
    const exists = await db.kysely
      .selectFrom('reviews')
      .select('id')
      .where('id', '=', reviewId)
      .executeTakeFirst();
    if (!exists) throw notFound('Review not found.');
    const inserted = await db.kysely
      .insertInto('review_likes')
      .values({ review_id: reviewId, member_id: memberId })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 1n) {
      await db.kysely
        .updateTable('reviews')
        .set((eb) => ({ like_count: eb('like_count', '+', 1) }))
        .where('id', '=', reviewId)
        .execute();
    }
    const { likeCount } = await db.kysely
      .selectFrom('reviews')
      .select('like_count as likeCount')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    return { liked: true as const, likeCount };
  });
}

export async function findOrderReview(
  db: Database,
  orderId: number,
  memberId: number,
): Promise<Review | null> {
  const row = await reviewQuery(db, memberId).where('r.order_id', '=', orderId).executeTakeFirst();
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
  const { nickname } = await db.kysely
    .selectFrom('members')
    .select('nickname')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('reviews')
    .values({
      product_id: order.productId,
      member_id: memberId,
      order_id: order.id,
      author: nickname,
      rating: review.rating,
      content: review.content,
      images: JSON.stringify(review.images),
      create_time: now.toISOString(),
    })
    .execute();
  const created = await findOrderReview(db, order.id, memberId);
  if (!created) throw new Error('Review vanished right after insert.');
  return created;
}
