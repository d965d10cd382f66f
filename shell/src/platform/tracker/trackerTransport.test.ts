import { trackerPost } from './trackerTransport';
import { TRACKER_API_TIMEOUT_MS } from './trackerRules';

describe('the tracker transport', () => {
  afterEach(() => jest.useRealTimers());

  it('posts JSON that outlives the page and says whether the endpoint took it', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true }) as Response);
    expect(await trackerPost(fetchImpl)('/logs', { entries: [1] })).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/logs',
      expect.objectContaining({
        method: 'POST',
        body: '{"entries":[1]}',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    fetchImpl.mockResolvedValueOnce({ ok: false } as Response);
    expect(await trackerPost(fetchImpl)('/logs', {})).toBe(false);
    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await trackerPost(fetchImpl)('/logs', {})).toBe(false);
  });

  it(`abandons a report the endpoint has not answered in ${TRACKER_API_TIMEOUT_MS / 1000} s`, async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const answer = trackerPost(fetchImpl as unknown as typeof fetch)('/metrics', {});
    await jest.advanceTimersByTimeAsync(TRACKER_API_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await answer).toBe(false);
  });
});
