import {
  TRACKER_DURATION_LIMIT_MS,
  TRACKER_REPEATED_ERROR_LIMIT,
  isReportableDuration,
  repeatedErrorFilter,
} from './trackerRules';

describe('tracker rules', () => {
  it(`reports the same error ${TRACKER_REPEATED_ERROR_LIMIT} times at most, others independently`, () => {
    const mayReport = repeatedErrorFilter();
    const first = Array.from({ length: TRACKER_REPEATED_ERROR_LIMIT + 2 }, () => mayReport('a@x.js:1'));
    expect(first.filter(Boolean)).toHaveLength(TRACKER_REPEATED_ERROR_LIMIT);
    expect(mayReport('b@x.js:1')).toBe(true);
  });

  it('ignores durations over a minute, negative or not numbers', () => {
    expect(isReportableDuration(0)).toBe(true);
    expect(isReportableDuration(TRACKER_DURATION_LIMIT_MS)).toBe(true);
    expect(isReportableDuration(TRACKER_DURATION_LIMIT_MS + 1)).toBe(false);
    expect(isReportableDuration(-1)).toBe(false);
    expect(isReportableDuration(Number.NaN)).toBe(false);
  });
});
