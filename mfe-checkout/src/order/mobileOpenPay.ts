// On mobile (width 680 px or less) /order/detail?openPay=1 opens the payment list.
export const MOBILE_MAX_WIDTH_PX = 680;
export const OPEN_PAY_PARAM = 'openPay';

export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  const width = document.documentElement.clientWidth || window.innerWidth;
  return width > 0 && width <= MOBILE_MAX_WIDTH_PX;
}
