// Spec 4/9 "Unpaid-order check": more than 3 unpaid orders is "too many".
export const UNPAID_ORDER_THRESHOLD = 3;

/** The unpaid count becomes a list of that length (spec 3 "Unpaid orders"). */
export function unpaidListOf(count: number): number[] {
  const length = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return Array.from({ length }, (_unused, index) => index);
}

export function hasTooManyUnpaid(count: number): boolean {
  return count > UNPAID_ORDER_THRESHOLD;
}
