// More than 3 unpaid orders is "too many".
export const UNPAID_ORDER_THRESHOLD = 3;

export function hasTooManyUnpaid(count: number): boolean {
  return count > UNPAID_ORDER_THRESHOLD;
}
