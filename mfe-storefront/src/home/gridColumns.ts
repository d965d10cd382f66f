// How many cards a row holds, per screen width, chosen for the list's length so that no card sits alone
// on its last row. Phones show three to five icons a row as the big top-up stores do.
import type { CSSProperties } from 'react';

/** Column counts to try in order of preference: phone (< 640 px), tablet (< 1024 px), desktop. */
export const GRID_COLUMN_CHOICES = {
  phone: [3, 4, 5],
  tablet: [4, 5, 3],
  desktop: [6, 5, 4],
} as const;

type Width = keyof typeof GRID_COLUMN_CHOICES;

/** The first choice whose last row is full or holds two cards or more; a short list takes one row. */
export function columnsFor(count: number, choices: readonly number[]): number {
  const [first = 1] = choices;
  if (count <= first) return Math.max(count, 1);
  return choices.find((columns) => count % columns !== 1) ?? first;
}

/** The grid's column counts as the CSS variables storefront.css reads (.sf-grid). */
export function gridStyle(count: number): CSSProperties {
  const entries = (Object.keys(GRID_COLUMN_CHOICES) as Width[]).map((width) => [
    `--sf-cols-${width}`,
    String(columnsFor(count, GRID_COLUMN_CHOICES[width])),
  ]);
  return Object.fromEntries(entries) as CSSProperties;
}
