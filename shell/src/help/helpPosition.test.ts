import {
  HELP_BOTTOM_DEFAULT_PX,
  HELP_BOTTOM_MIN_PX,
  HELP_BOTTOM_TOP_MARGIN_PX,
  HELP_DRAG_THRESHOLD_PX,
  clampHelpBottom,
  draggedBottom,
  exceedsDragThreshold,
} from './helpPosition';

describe('help button position rule', () => {
  it('has its default, limits and drag threshold', () => {
    expect([
      HELP_BOTTOM_DEFAULT_PX,
      HELP_BOTTOM_MIN_PX,
      HELP_BOTTOM_TOP_MARGIN_PX,
      HELP_DRAG_THRESHOLD_PX,
    ]).toEqual([165, 20, 100, 5]);
  });

  it.each([
    [165, 800, 165],
    [20, 800, 20],
    [19, 800, 20],
    [-50, 800, 20],
    [700, 800, 700],
    [701, 800, 700],
    [5000, 800, 700],
    // a window too small for both limits keeps the minimum
    [100, 110, 20],
    [Number.NaN, 800, 165],
    [Number.POSITIVE_INFINITY, 800, 165],
  ])('clamps %p in a %p px window to %p', (bottom, height, expected) => {
    expect(clampHelpBottom(bottom, height)).toBe(expected);
  });

  it.each([
    [0, false],
    [5, false],
    [-5, false],
    [5.5, true],
    [6, true],
    [-6, true],
  ])('a move of %p px exceeds the threshold: %p', (delta, expected) => {
    expect(exceedsDragThreshold(delta)).toBe(expected);
  });

  it('moves up when the pointer moves up, clamped to the window', () => {
    expect(draggedBottom(165, 500, 450, 800)).toBe(215);
    expect(draggedBottom(165, 500, 600, 800)).toBe(65);
    expect(draggedBottom(165, 500, 0, 800)).toBe(665);
    expect(draggedBottom(165, 500, -100, 800)).toBe(700);
    expect(draggedBottom(165, 500, 800, 800)).toBe(20);
  });
});
