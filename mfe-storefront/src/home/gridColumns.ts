// How many cards a row holds, per screen width, chosen for the list's length so that no card sits alone
// on its last row. Phones show three to five icons a row as the big top-up stores do.

/** Column counts to try in order of preference: phone (< 640 px), tablet (< 1024 px), desktop. */
export const GRID_COLUMN_CHOICES = {
  phone: [3, 4, 5],
  tablet: [4, 5, 3],
  desktop: [6, 5, 4],
} as const;

type Width = keyof typeof GRID_COLUMN_CHOICES;

/** The first choice whose last row is full or holds two cards or more; a short list keeps the first. */
export function columnsFor(count: number, choices: readonly number[]): number {
  const [first = 1] = choices;
  if (count <= first) return first;
  return choices.find((columns) => count % columns !== 1) ?? first;
}

/**
 * The grid's column counts as the data attributes storefront.css reads (.sf-grid). Not a style attribute:
 * the page's Content-Security-Policy refuses inline styles in the server's markup.
 */
export function gridColumns(count: number): Record<`data-${Width}`, number> {
  return {
    'data-phone': columnsFor(count, GRID_COLUMN_CHOICES.phone),
    'data-tablet': columnsFor(count, GRID_COLUMN_CHOICES.tablet),
    'data-desktop': columnsFor(count, GRID_COLUMN_CHOICES.desktop),
  };
}
