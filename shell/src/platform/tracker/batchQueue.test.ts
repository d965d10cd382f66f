import { batchQueue } from './batchQueue';
import { TRACKER_BATCH_DELAY_MS, TRACKER_BATCH_SIZE } from './trackerRules';

describe('the tracker batch queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const queue = () => {
    const sent: number[][] = [];
    const q = batchQueue<number>({
      send: async (entries) => {
        sent.push(entries);
      },
    });
    return { q, sent };
  };

  it(`sends a full batch of ${TRACKER_BATCH_SIZE} at once`, () => {
    const { q, sent } = queue();
    for (let n = 1; n <= TRACKER_BATCH_SIZE + 1; n += 1) q.add(n);
    expect(sent).toEqual([[1, 2, 3, 4, 5, 6, 7, 8]]);
    expect(q.pending).toBe(1);
  });

  it(`sends a partial batch ${TRACKER_BATCH_DELAY_MS} ms after its first entry, not before`, () => {
    const { q, sent } = queue();
    q.add(1);
    jest.advanceTimersByTime(TRACKER_BATCH_DELAY_MS / 2);
    q.add(2);
    jest.advanceTimersByTime(TRACKER_BATCH_DELAY_MS / 2 - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([[1, 2]]);
    expect(q.pending).toBe(0);
  });

  it('flushes what waits at once, and a disposed queue sends nothing more', () => {
    const { q, sent } = queue();
    q.add(1);
    q.flush();
    expect(sent).toEqual([[1]]);
    q.add(2);
    q.dispose();
    q.add(3);
    jest.advanceTimersByTime(TRACKER_BATCH_DELAY_MS * 2);
    expect(sent).toEqual([[1]]);
  });

  it('never lets a failed send reach the page', async () => {
    const q = batchQueue<number>({ send: () => Promise.reject(new Error('offline')) });
    q.add(1);
    q.flush();
    await Promise.resolve();
    expect(q.pending).toBe(0);
  });
});
