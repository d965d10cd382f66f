import { seedProducts } from './products';

export interface SeedReview {
  productId: number;
  author: string;
  rating: number;
  content: string;
  images: string[];
  likeCount: number;
  createTime: string;
}

const texts: readonly [string, number][] = [
  ['Arrived in two minutes, exactly as promised.', 5],
  ['到帳很快，價格也比官方便宜。', 5],
  ['Cheaper than the in-game shop and no issues at all.', 5],
  ['第二次購買了，流程很順。', 4],
  ['Took about ten minutes during the weekend rush, still fine.', 4],
  ['Customer service answered my question quickly.', 5],
  ['客服回覆很快，推薦。', 5],
  ['Had to double-check my Zone ID, the form explains it well.', 4],
  ['Good price, would buy again.', 4],
  ['有一次延遲，但最後有補發。', 3],
];

/** Several reviews per product so the review list, summary and "images only" filter have content. */
export const seedReviews: readonly SeedReview[] = Array.from({ length: 10 }, (_, productIndex) =>
  texts.map(([content, rating], index) => ({
    productId: productIndex + 1,
    author: `Player${String(1000 + productIndex * 17 + index * 3)}`,
    rating,
    content,
    images:
      index % 3 === 0
        ? [`/media/products/${seedProducts[productIndex]?.linkName ?? 'mobile-legends'}.svg`]
        : [],
    likeCount: (index * 7 + productIndex) % 13,
    createTime: new Date(Date.UTC(2026, 10, 20 - index, 8 + productIndex)).toISOString(),
  })),
).flat();
