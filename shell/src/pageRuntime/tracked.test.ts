import { fulfilled, rejected, track } from './tracked';

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
});
