import type { Database } from '../db/database';

/**
 * VIP levels by growth points (growth above 0 counts as having growth). These steps are the
 * store's own: the discount is taken off every order before coupons.
 */
export const VIP_LEVELS = [
  { level: 0, minGrowth: 0, discountPercent: 0 },
  { level: 1, minGrowth: 1, discountPercent: 1 },
  { level: 2, minGrowth: 100, discountPercent: 2 },
  { level: 3, minGrowth: 500, discountPercent: 3 },
  { level: 4, minGrowth: 2000, discountPercent: 5 },
] as const;

export interface VipDiscount {
  level: number;
  growth: number;
  discountPercent: number;
  /** Growth needed for the next level; null at the top. */
  nextLevelGrowth: number | null;
}

export function vipDiscountForGrowth(growth: number): VipDiscount {
  let index = 0;
  VIP_LEVELS.forEach((level, candidate) => {
    if (growth >= level.minGrowth) index = candidate;
  });
  const current = VIP_LEVELS[index] ?? VIP_LEVELS[0];
  return {
    level: current.level,
    growth,
    discountPercent: current.discountPercent,
    nextLevelGrowth: VIP_LEVELS[index + 1]?.minGrowth ?? null,
  };
}

export async function findVipDiscount(db: Database, memberId: number): Promise<VipDiscount> {
  const row = (await db.one('SELECT growth FROM members WHERE id = ?', memberId)) as
    { growth: number } | undefined;
  return vipDiscountForGrowth(row?.growth ?? 0);
}
