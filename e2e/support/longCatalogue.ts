// A catalogue longer than the seed's ten products, for the long-list checks: store-api's
// real home index, its "all" list repeated, each copy with an id and a name of its own. The e2e spec
// (storefront-long-list.spec.ts) and the bench's long-list step (scripts/bench/longListRuns.ts) use it.
import type { Page } from '@playwright/test';

interface IndexAnswer {
  data: { sections: Array<{ key: string; products: Array<{ id: number; name: string }> }> };
}

/** The copies' names end in their number: " no. 1" to ` no. ${length}`. */
export const COPY_NAME = / no\. \d+$/;

/** Answers the page's home index with `length` products in its "all" list (the top-up list's). */
export async function serveLongCatalogue(page: Page, length: number): Promise<void> {
  await page.route(/\/api\/hpms\/product\/index\/v2(?:\?|$)/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as IndexAnswer;
    for (const section of body.data.sections) {
      if (section.key !== 'all') continue;
      const seed = section.products;
      section.products = Array.from({ length }, (_unused, index) => {
        const product = seed[index % seed.length];
        return { ...product, id: 10_000 + index, name: `${product?.name ?? ''} no. ${index + 1}` };
      });
    }
    await route.fulfill({ response: answer, json: body });
  });
}
