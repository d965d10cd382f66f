// The member's pages (the /user routes and the verification page), in the order the account menu
// lists them. The account centre shows overview, orders and coupons as its own tabs: its menu lists
// only the other pages.

export const ACCOUNT_PAGES = [
  { key: 'overview', path: '/user', centreTab: true },
  { key: 'orders', path: '/user/comp/order', centreTab: true },
  { key: 'coupons', path: '/user/comp/coupons', centreTab: true },
  { key: 'gain', path: '/user/gain', centreTab: false },
  { key: 'profile', path: '/user/user', centreTab: false },
  { key: 'verification', path: '/order/uploadAuthPage', centreTab: false },
] as const;

export type AccountPage = (typeof ACCOUNT_PAGES)[number]['key'];

/** The verification page, also offered from the verification dialogs. */
export const VERIFICATION_PAGE_PATH = '/order/uploadAuthPage';

/** The member's details page the account centre's member card opens. */
export const MEMBER_DETAILS_PATH = '/user/comp/info';
