// The content tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  category: string;
  title: string;
  title_zh: string;
  summary: string;
  summary_zh: string;
  body_html: string;
  body_html_zh: string;
  publish_time: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  member_id: number | null;
  order_id: number | null;
  author: string;
  rating: number;
  content: string;
  images: Generated<string>;
  like_count: Generated<number>;
  create_time: string;
}

export interface ReviewLikesTable {
  review_id: number;
  member_id: number;
}
