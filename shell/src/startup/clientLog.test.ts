import { runInAction } from 'mobx';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { pageLogger, startClientLog } from './clientLog';
import { type LogBatch, type Logger } from '../platform/logger';

function fakeLogger(): Logger & { entries: Array<[string, string, unknown]> } {
  const entries: Array<[string, string, unknown]> = [];
  const record = (level: string) => (message: string, extra?: unknown) =>
    entries.push([level, message, extra]);
  return {
    entries,
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    debug: record('debug'),
    flush: () => Promise.resolve(),
    pending: 0,
    dispose: () => undefined,
  };
}

describe('startClientLog', () => {
  it('reports uncaught errors and failed promises as error entries until stopped', () => {
    const logger = fakeLogger();
    const stop = startClientLog({ target: window, logger });

    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('boom'), filename: 'app.js', lineno: 3 }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'no answer' });
    window.dispatchEvent(rejection);

    expect(logger.entries.map(([level, message]) => [level, message])).toEqual([
      ['error', 'boom'],
      ['error', 'no answer'],
    ]);
    expect(logger.entries[0]?.[2]).toMatchObject({ name: 'Error', source: 'app.js', line: 3 });

    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(logger.entries).toHaveLength(2);
  });
});

describe('pageLogger', () => {
  it("names the store set's member in each entry while one is logged in", async () => {
    const { user } = testStores({ session: null });
    const batches: LogBatch[] = [];
    const logger = pageLogger(user, async (batch) => {
      batches.push(batch);
      return { ok: true };
    });
    logger.error('as a guest');
    runInAction(() => (user.info = testSession({ id: 42 }).info));
    logger.error('as a member');
    await logger.flush();
    logger.dispose();
    expect(batches.flatMap((batch) => batch.logs.map((entry) => [entry.message, entry.userId]))).toEqual([
      ['as a guest', null],
      ['as a member', '42'],
    ]);
  });
});
