// Layout scaling constants and rule. The page applies the rule in CSS (shared-lib
// ui/theme.css, --tu-root-font and --tu-design-px: media queries, so the first paint has it and a resize
// needs no script); this is the rule as numbers, for the tests that check the CSS (e2e) and the limits.

export const MOBILE_BREAKPOINT_PX = 680;
/** Width assumed before the page can be measured (no window, or a zero-size document). */
export const DEFAULT_CLIENT_WIDTH = 679;
export const RESIZE_THROTTLE_MS = 150;
/** rem base: 1 rem = 100 px outside the scaled range. */
export const ROOT_FONT_BASE_PX = 100;
export const DESIGN_WIDTH_PX = 1920;
export const ROOT_FONT_SCALE_MIN = 0.5;
export const ROOT_FONT_SCALE_MAX = 2;
/** Only these widths (inclusive) are scaled; narrower is mobile, wider is the full design. */
export const SCALED_WIDTH_MIN_PX = 681;
export const SCALED_WIDTH_MAX_PX = 1219;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX;
}

/** Root font size in px for a client width. */
export function rootFontSizeFor(width: number): number {
  if (!Number.isFinite(width) || width < SCALED_WIDTH_MIN_PX || width > SCALED_WIDTH_MAX_PX) {
    return ROOT_FONT_BASE_PX;
  }
  const scale = Math.min(ROOT_FONT_SCALE_MAX, Math.max(ROOT_FONT_SCALE_MIN, width / DESIGN_WIDTH_PX));
  return ROOT_FONT_BASE_PX * scale;
}

/** A phone's design is drawn 375 px wide. */
export const MOBILE_DESIGN_WIDTH_PX = 375;

/** One pixel of the design at a client width, in px (theme.css --tu-design-px). */
export function designPixelFor(width: number): number {
  if (Number.isFinite(width) && isMobileWidth(width)) return width / MOBILE_DESIGN_WIDTH_PX;
  return rootFontSizeFor(width) / ROOT_FONT_BASE_PX;
}
