// Spec 2: /user?tab=order shows orders, tab=coupons coupons; no tab is the overview.
export const CENTER_TABS = ['overview', 'order', 'coupons'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];

export function tabFromQuery(value: string | null): CenterTab {
  return value === 'order' || value === 'coupons' ? value : 'overview';
}
