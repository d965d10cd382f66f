import { allNow, catchNow, fulfilled, rejected, thenNow, track } from './tracked';

describe('settled promises', () => {
  it('track marks how a promise settled, once it has', async () => {
    const ok = track(Promise.resolve(3));
    const failed = track(Promise.reject(new Error('no')));
    expect(ok.status).toBeUndefined();
    await Promise.allSettled([ok, failed]);
    expect(ok).toMatchObject({ status: 'fulfilled', value: 3 });
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('no') });
  });

  it('fulfilled and rejected are readable at once and still await as promises', async () => {
    expect(fulfilled('a')).toMatchObject({ status: 'fulfilled', value: 'a' });
    await expect(fulfilled('a')).resolves.toBe('a');
    const error = new Error('x');
    expect(rejected(error)).toMatchObject({ status: 'rejected', reason: error });
    await expect(rejected(error)).rejects.toBe(error);
  });

  it('thenNow runs at once on a settled value, and keeps a failure of the step', () => {
    expect(thenNow(fulfilled(2), (n) => n * 10)).toMatchObject({ status: 'fulfilled', value: 20 });
    const error = new Error('step');
    expect(
      thenNow(fulfilled(2), () => {
        throw error;
      }),
    ).toMatchObject({ status: 'rejected', reason: error });
    expect(thenNow(rejected<number>(error), (n) => n)).toMatchObject({ status: 'rejected', reason: error });
    // A step that returns a settled promise stays settled.
    expect(thenNow(fulfilled(1), () => fulfilled('b'))).toMatchObject({ status: 'fulfilled', value: 'b' });
  });

  it('thenNow waits like then on a pending promise', async () => {
    const later = thenNow(Promise.resolve(4), (n) => n + 1);
    expect(later.status).toBeUndefined();
    await expect(later).resolves.toBe(5);
    expect(later).toMatchObject({ status: 'fulfilled', value: 5 });
  });

  it('allNow is settled at once when every part is, the first failure wins, else it waits', async () => {
    expect(allNow([fulfilled(1), fulfilled('x')])).toMatchObject({ status: 'fulfilled', value: [1, 'x'] });
    const error = new Error('part');
    expect(allNow([fulfilled(1), rejected(error)])).toMatchObject({ status: 'rejected', reason: error });
    const waiting = allNow([fulfilled(1), Promise.resolve(2)]);
    expect(waiting.status).toBeUndefined();
    await expect(waiting).resolves.toEqual([1, 2]);
  });

  it('catchNow recovers a settled failure at once and passes a value through', async () => {
    expect(catchNow(rejected(new Error('x')), () => null)).toMatchObject({
      status: 'fulfilled',
      value: null,
    });
    const value = fulfilled(7);
    expect(catchNow(value, () => null)).toBe(value);
    await expect(catchNow(Promise.reject(new Error('later')), () => 'saved')).resolves.toBe('saved');
  });
});
