/** Prices are stored in integer cents; the API shows USD amounts as numbers with at most 2 decimals. */
export const centsToAmount = (cents: number): number => Math.round(cents) / 100;
