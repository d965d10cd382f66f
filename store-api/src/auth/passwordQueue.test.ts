import { TooManyRequestsError } from '../http/httpError';
import { PASSWORD_QUEUE_FULL, PasswordQueue } from './passwordQueue';

/** A unit of work the test finishes by hand, recording when it started. */
function controlledWork(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordQueue', () => {
  it('runs at most the concurrency in all and one hash at a time per account', async () => {
    const queue = new PasswordQueue({ concurrency: 2, pendingPerAccount: 4, maxWaiting: 100 });
    const started: string[] = [];
    const a1 = controlledWork(started, 'a1');
    const a2 = controlledWork(started, 'a2');
    const b1 = controlledWork(started, 'b1');
    const c1 = controlledWork(started, 'c1');
    const results = [
      queue.run('a', a1.work),
      queue.run('a', a2.work),
      queue.run('b', b1.work),
      queue.run('c', c1.work),
    ];
    await flush();
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    a1.finish();
    await flush();
    // c has waited longer than a's second hash: accounts take turns.
    expect(started).toEqual(['a1', 'b1', 'c1']);
    b1.finish();
    await flush();
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
    c1.finish();
    a2.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('lets another account in next, however long one account’s line is', async () => {
    const queue = new PasswordQueue({ concurrency: 1, pendingPerAccount: 10, maxWaiting: 100 });
    const started: string[] = [];
    const flood = Array.from({ length: 5 }, (_, index) => controlledWork(started, `flood${String(index)}`));
    const shopper = controlledWork(started, 'shopper');
    const results = flood.map((item) => queue.run('flooded', item.work));
    await flush();
    results.push(queue.run('shopper', shopper.work));
    flood[0]?.finish();
    await flush();
    expect(started).toEqual(['flood0', 'shopper']);
    shopper.finish();
    for (const item of flood) item.finish();
    await Promise.all(results);
  });

  it('refuses with a 429 once an account has its limit running or waiting, and not other accounts', async () => {
    const queue = new PasswordQueue({ concurrency: 1, pendingPerAccount: 2, maxWaiting: 100 });
    const started: string[] = [];
    const first = controlledWork(started, 'first');
    const second = controlledWork(started, 'second');
    const accepted = [queue.run('a', first.work), queue.run('a', second.work)];
    const refused = queue.run('a', async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, message: PASSWORD_QUEUE_FULL });
    const other = controlledWork(started, 'other');
    const otherResult = queue.run('b', other.work);
    first.finish();
    second.finish();
    other.finish();
    await expect(Promise.all([...accepted, otherResult])).resolves.toEqual(['first', 'second', 'other']);
    expect(started).not.toContain('never');
  });

  it('refuses when too many hashes wait over all accounts', async () => {
    const queue = new PasswordQueue({ concurrency: 1, pendingPerAccount: 4, maxWaiting: 2 });
    const started: string[] = [];
    const works = ['a', 'b', 'c'].map((name) => controlledWork(started, name));
    const accepted = works.map((item, index) => queue.run(`account${String(index)}`, item.work));
    await flush();
    await expect(queue.run('account9', async () => 'never')).rejects.toBeInstanceOf(TooManyRequestsError);
    for (const item of works) item.finish();
    await Promise.all(accepted);
  });

  it('passes a failed hash’s error to its caller and carries on', async () => {
    const queue = new PasswordQueue({ concurrency: 1, pendingPerAccount: 4, maxWaiting: 10 });
    await expect(queue.run('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
  });
});
