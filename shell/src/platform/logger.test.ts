import {
  LOG_BATCH_SIZE,
  LOG_ENDPOINT,
  LOG_FLUSH_INTERVAL_MS,
  LOG_SERVER_ERROR_MESSAGE,
  createLogger,
  httpLogTransport,
  type LogBatch,
  type Logger,
} from './logger';
import { setRuntimeConfig } from '@topup/shared-lib';

function fakeWindow(onLine = true) {
  const listeners = new Map<string, () => void>();
  return {
    navigator: { onLine, userAgent: 'test-agent' } as Navigator,
    location: { href: 'https://shop.test/top-up/x' } as Location,
    addEventListener: jest.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: jest.fn((type: string) => listeners.delete(type)),
    fire: (type: string) => listeners.get(type)?.(),
    listeners,
  };
}

describe('client logger', () => {
  let logger: Logger | undefined;
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-01-02T03:04:05.000Z') }));
  afterEach(() => {
    logger?.dispose();
    jest.useRealTimers();
  });

  it('has its batch size, interval, endpoint and error text', () => {
    expect([LOG_BATCH_SIZE, LOG_FLUSH_INTERVAL_MS, LOG_ENDPOINT, LOG_SERVER_ERROR_MESSAGE]).toEqual([
      10,
      5000,
      '/api/logs',
      '服务器响应异常',
    ]);
  });

  it('sends entries with their fields every 5 s', async () => {
    const send = jest.fn(async (_batch: LogBatch) => ({ code: 200 }));
    const target = fakeWindow();
    logger = createLogger({ send, target, userId: () => 'u1', sessionId: () => 's1' });
    logger.info('hello', { a: 1 });
    logger.debug('no extra');
    await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({
      logs: [
        {
          level: 'info',
          message: 'hello',
          timestamp: '2026-01-02T03:04:05.000Z',
          url: 'https://shop.test/top-up/x',
          userAgent: 'test-agent',
          userId: 'u1',
          sessionId: 's1',
          extra: { a: 1 },
        },
        expect.objectContaining({ level: 'debug', message: 'no extra', userId: 'u1' }),
      ],
    });
    expect(logger.pending).toBe(0);
  });

  it('uses the tab session id by default', async () => {
    sessionStorage.setItem('session-id', 'abcdefabcdefabcdefabcdefabcdef12');
    const send = jest.fn(async (_batch: LogBatch) => true);
    logger = createLogger({ send, target: fakeWindow() });
    logger.info('x');
    await logger.flush();
    expect(send.mock.calls[0]?.[0].logs[0]?.sessionId).toBe('abcdefabcdefabcdefabcdefabcdef12');
  });

  it('sends a full batch of 10 at once, the rest later', async () => {
    const send = jest.fn(async (_batch: LogBatch) => true);
    logger = createLogger({ send, target: fakeWindow() });
    for (let i = 0; i < 12; i += 1) logger.warn(`m${i}`);
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([batch]) => batch.logs.length)).toEqual([10, 2]);
  });

  it('retries 3 times after 1, 2 and 3 s, treating a falsy answer as 服务器响应异常', async () => {
    const send = jest.fn<Promise<unknown>, [LogBatch]>(async () => null);
    logger = createLogger({ send, target: fakeWindow() });
    logger.error('boom');
    const done = logger.flush();
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(4);
    await done;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(4); // given up: the batch is dropped
  });

  it('succeeds on a retry', async () => {
    const send = jest
      .fn<Promise<unknown>, [LogBatch]>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValue({});
    logger = createLogger({ send, target: fakeWindow() });
    logger.info('a');
    void logger.flush();
    await jest.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(logger.pending).toBe(0);
  });

  it('keeps entries while offline and sends them on the online event', async () => {
    const send = jest.fn(async (_batch: LogBatch) => true);
    const target = fakeWindow(false);
    logger = createLogger({ send, target });
    logger.info('offline');
    await jest.advanceTimersByTimeAsync(LOG_FLUSH_INTERVAL_MS * 3);
    expect(send).not.toHaveBeenCalled();
    expect(logger.pending).toBe(1);
    target.navigator = { ...target.navigator, onLine: true } as Navigator;
    target.fire('online');
    await jest.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends only valid JSON', async () => {
    const send = jest.fn(async (_batch: LogBatch) => true);
    logger = createLogger({ send, target: fakeWindow() });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.info('circular', circular);
    logger.info('bigint', { n: BigInt(1) });
    await logger.flush();
    const batch = send.mock.calls[0]?.[0];
    expect(() => JSON.stringify(batch)).not.toThrow();
    expect(batch?.logs.map((entry) => entry.message)).toEqual(['circular', 'bigint']);
  });

  it('leaves no timer or listener after dispose', async () => {
    const target = fakeWindow();
    logger = createLogger({ send: async () => null, target });
    logger.info('x');
    void logger.flush();
    await jest.advanceTimersByTimeAsync(0);
    logger.dispose();
    expect(target.listeners.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('posts to {apiBase}{apiPrefix}/logs by default', async () => {
    setRuntimeConfig({ apiBase: 'https://api.test', apiPrefix: '/api', mediaBase: '' });
    const post = jest.fn(async () => ({ status: 200, body: { code: 200 } }));
    const batch = { logs: [] };
    expect(await httpLogTransport(post)(batch)).toEqual({ code: 200 });
    expect(post).toHaveBeenCalledWith(`https://api.test/api${LOG_ENDPOINT}`, batch);
    const failing = jest.fn(async () => ({ status: 500, body: { code: 500 } }));
    expect(await httpLogTransport(failing)(batch)).toBeNull();
  });
});
