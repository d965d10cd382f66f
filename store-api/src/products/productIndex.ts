import type { ProductSummary } from './productQueries';

/** The home page filters of the route table, in the order the storefront shows them. */
export const INDEX_SECTION_KEYS = ['hot', 'game', 'live', 'recommend', 'all'] as const;
export type IndexSectionKey = (typeof INDEX_SECTION_KEYS)[number];

export interface IndexSection {
  key: IndexSectionKey;
  products: ProductSummary[];
}

export interface ProductIndex {
  sections: IndexSection[];
}

const belongsTo: Record<IndexSectionKey, (product: ProductSummary) => boolean> = {
  hot: (product) => product.hot,
  game: (product) => product.kind === 'game',
  live: (product) => product.kind === 'live',
  recommend: (product) => product.recommend,
  all: () => true,
};

/** Splits the catalogue into the home page sections; a product may appear in several. */
export function buildProductIndex(products: ProductSummary[]): ProductIndex {
  return {
    sections: INDEX_SECTION_KEYS.map((key) => ({ key, products: products.filter(belongsTo[key]) })),
  };
}
