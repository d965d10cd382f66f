// The texts the store's own data puts on its pages in a language, as store-api answers them: product,
// pack and category names and descriptions, coupon names and codes, banner and popup titles, articles,
// and shoppers' reviews. A page may show them as they are (a game's name is the game's, a review is in
// its writer's words), so a language check takes them out before it looks for words left untranslated.
import type { APIRequestContext } from '@playwright/test';
import type { Language } from '@topup/shared-lib/rules';

/** The fields of store-api's answers that a page shows as written (keys and addresses are not shown). */
const SHOWN_FIELDS = new Set([
  'name',
  'title',
  'description',
  'summary',
  'bodyHtml',
  'content',
  'author',
  'code',
]);

/** Reviews and articles asked for in one page: more than the seeded store has (store-api's most for articles). */
const PAGE_SIZE = 50;

async function read(request: APIRequestContext, path: string, language: Language): Promise<unknown> {
  const response = await request.get(`/api${path}`, { headers: { 'Accept-Language': language } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return ((await response.json()) as { data: unknown }).data;
}

/** The shown fields' texts of an answer, at any depth; HTML split into its texts. */
function shownTexts(value: unknown, field = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item, field));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => shownTexts(item, key));
  if (typeof value !== 'string' || !SHOWN_FIELDS.has(field)) return [];
  return field === 'bodyHtml' ? value.split(/<[^>]*>/) : [value];
}

interface ProductEntry {
  id: number;
  sn: string;
}

/** Every text the store's data shows in the language, trimmed, without duplicates. */
export async function storeDataTexts(request: APIRequestContext, language: Language): Promise<string[]> {
  const index = (await read(request, '/hpms/product/index/v2', language)) as {
    sections: { products: ProductEntry[] }[];
  };
  const products = new Map<number, ProductEntry>();
  for (const product of index.sections.flatMap((section) => section.products))
    products.set(product.id, product);
  const articles = (await read(request, `/public/blog/article?pageSize=${PAGE_SIZE}`, language)) as {
    list: { slug: string }[];
  };
  const answers = await Promise.all([
    index,
    read(request, '/hpms/product/index/v2/menu', language),
    read(request, '/hpms/product/index/banner', language),
    read(request, '/hpms/product/index/popups', language),
    read(request, '/hms/currency/v2', language),
    // The current new-user offer (0: whichever is current), which the purchase page and home offer.
    read(request, '/public/newuser/coupon/0', language),
    ...[...products.values()].flatMap((product) => [
      read(request, `/hpms/product/v4/${product.id}`, language),
      read(request, `/hpms/product/sn/${product.sn}/comment?pageSize=${PAGE_SIZE}`, language),
    ]),
    ...articles.list.map((article) => read(request, `/public/blog/article/${article.slug}`, language)),
  ]);
  const texts = answers
    .flatMap((answer) => shownTexts(answer))
    .map((text) => text.replace(/\s+/g, ' ').trim());
  return [...new Set(texts.filter(Boolean))];
}

/** The titles of the popups home shows a first visit, in the language. */
export async function homePopupTitles(request: APIRequestContext, language: Language): Promise<string[]> {
  const popups = (await read(request, '/hpms/product/index/popups', language)) as { title: string }[];
  return popups.map((popup) => popup.title);
}
