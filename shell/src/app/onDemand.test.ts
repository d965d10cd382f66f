import { onDemand } from './onDemand';

/** Lets the load's own handlers (track's) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onDemand', () => {
  it('fetches a part once, however often it is asked for', async () => {
    const fetchPart = jest.fn(() => Promise.resolve('part'));
    const load = onDemand(fetchPart);
    expect(fetchPart).not.toHaveBeenCalled();
    const first = load();
    await settle();
    expect(load()).toBe(first);
    expect(first.value).toBe('part');
    expect(fetchPart).toHaveBeenCalledTimes(1);
  });

  it('fetches it again after a failure', async () => {
    const fetchPart = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk part failed.'))
      .mockResolvedValueOnce('part');
    const load = onDemand(fetchPart);
    const failed = load();
    await settle();
    expect(failed.status).toBe('rejected');
    const again = load();
    await settle();
    expect(again).not.toBe(failed);
    expect(again.value).toBe('part');
    expect(fetchPart).toHaveBeenCalledTimes(2);
  });
});
