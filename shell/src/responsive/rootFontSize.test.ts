import {
  DEFAULT_CLIENT_WIDTH,
  MOBILE_BREAKPOINT_PX,
  RESIZE_THROTTLE_MS,
  designPixelFor,
  isMobileWidth,
  rootFontSizeFor,
} from './rootFontSize';

describe('layout scaling rule', () => {
  it('has its breakpoint, default width and resize throttle', () => {
    expect([MOBILE_BREAKPOINT_PX, DEFAULT_CLIENT_WIDTH, RESIZE_THROTTLE_MS]).toEqual([680, 679, 150]);
  });

  it.each([
    [0, true],
    [679, true],
    [680, true],
    [681, false],
    [1920, false],
  ])('width %p is mobile: %p', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });

  it.each([
    [320, 100],
    [680, 100],
    // 681/1920 is below 0.5: clamped
    [681, 50],
    [960, 50],
    [961, (100 * 961) / 1920],
    [1219, (100 * 1219) / 1920],
    [1220, 100],
    [1920, 100],
    [3840, 100],
    [Number.NaN, 100],
  ])('root font size at %p px is %p px', (width, expected) => {
    expect(rootFontSizeFor(width)).toBeCloseTo(expected, 10);
  });
});

describe('design pixel', () => {
  it.each([
    [375, 1],
    [390, 390 / 375],
    [680, 680 / 375],
    [681, 0.5],
    [1000, 1000 / 1920],
    [1219, 1219 / 1920],
    [1280, 1],
  ])('at %p px is %p px', (width, expected) => {
    expect(designPixelFor(width)).toBeCloseTo(expected, 10);
  });
});
