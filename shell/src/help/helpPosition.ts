// Position rule of the floating help button, measured as `bottom` in px from the window's
// bottom edge. Pure, so the clamp and the drag threshold are tested without a pointer.

export const HELP_BOTTOM_DEFAULT_PX = 165;
export const HELP_BOTTOM_MIN_PX = 20;
/** The button stays at least this far below the window's top edge. */
export const HELP_BOTTOM_TOP_MARGIN_PX = 100;
/** A press that moves this far or less is a click, not a drag. */
export const HELP_DRAG_THRESHOLD_PX = 5;
/** One ArrowUp/ArrowDown press. */
export const HELP_KEY_STEP_PX = 10;

/** Keeps `bottom` between the minimum and the window height minus the top margin (the minimum wins in a tiny window). */
export function clampHelpBottom(bottom: number, windowHeight: number): number {
  const max = windowHeight - HELP_BOTTOM_TOP_MARGIN_PX;
  if (!Number.isFinite(bottom)) return Math.max(HELP_BOTTOM_MIN_PX, Math.min(HELP_BOTTOM_DEFAULT_PX, max));
  return Math.max(HELP_BOTTOM_MIN_PX, Math.min(bottom, max));
}

export function exceedsDragThreshold(deltaY: number): boolean {
  return Math.abs(deltaY) > HELP_DRAG_THRESHOLD_PX;
}

/** Bottom after the pointer moved from `startY` to `currentY` (screen y grows downwards, bottom upwards). */
export function draggedBottom(
  startBottom: number,
  startY: number,
  currentY: number,
  windowHeight: number,
): number {
  return clampHelpBottom(startBottom - (currentY - startY), windowHeight);
}
