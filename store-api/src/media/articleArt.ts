// An article's picture: the emblem of the game or live app it is about, in that product's colours, drawn
// as the promotions' square pictures are; an offer about no one product gets the gift, anything else the
// store's controller. No initials: a tile of letters says nothing about the article.
import type { ProductKind } from '../products/productQueries';
import { genreOf } from './artGenres';
import { popupArtSvg, type PromoTheme } from './bannerArt';

/** The category whose articles are offers (the seed's and the blog's "deals"). */
export const DEALS_CATEGORY = 'deals';

/** A first word this long is a name of its own ("Genshin", "Honkai"), not a common word ("Free"). */
const DISTINCT_WORD_LENGTH = 5;

interface ProductArt {
  linkName: string;
  name: string;
  kind: ProductKind;
}

/** The product an article is about: named in its slug, or by its name (or a distinct first word) in its title. */
export function productOfArticle(
  article: { slug: string; title: string },
  products: readonly ProductArt[],
): ProductArt | null {
  const title = article.title.toLowerCase();
  const firstWord = (name: string) => name.toLowerCase().split(/[\s:]+/)[0] ?? '';
  return (
    products.find((product) => article.slug.includes(product.linkName)) ??
    products.find((product) => title.includes(product.name.toLowerCase())) ??
    products.find((product) => {
      const word = firstWord(product.name);
      return word.length >= DISTINCT_WORD_LENGTH && title.includes(word);
    }) ??
    null
  );
}

export function articleArtSvg(
  article: { slug: string; title: string; category: string },
  products: readonly ProductArt[],
): string {
  const product = productOfArticle(article, products);
  const theme: PromoTheme = {
    slug: product?.linkName ?? article.slug,
    emblem: product
      ? genreOf(product.linkName, product.kind)
      : article.category === DEALS_CATEGORY
        ? 'gift'
        : 'game',
    title: article.title,
  };
  return popupArtSvg(theme);
}
