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

/** One client (network address) naming one account. */
const turn = (account: string, client = `client-${account}`) => ({ client, account });

describe('PasswordQueue', () => {
  it('runs at most the concurrency in all and one hash at a time per account', async () => {
    const queue = new PasswordQueue({
      concurrency: 2,
      runningPerClient: 2,
      pendingPerAccount: 4,
      maxWaiting: 100,
    });
    const started: string[] = [];
    const a1 = controlledWork(started, 'a1');
    const a2 = controlledWork(started, 'a2');
    const b1 = controlledWork(started, 'b1');
    const c1 = controlledWork(started, 'c1');
    const results = [
      queue.run(turn('a'), a1.work),
      queue.run(turn('a'), a2.work),
      queue.run(turn('b'), b1.work),
      queue.run(turn('c'), c1.work),
    ];
    await flush();
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });
    a1.finish();
    await flush();
    // c has waited longer than a's second hash: clients take turns.
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
    const queue = new PasswordQueue({
      concurrency: 1,
      runningPerClient: 1,
      pendingPerAccount: 10,
      maxWaiting: 100,
    });
    const started: string[] = [];
    const flood = Array.from({ length: 5 }, (_, index) => controlledWork(started, `flood${String(index)}`));
    const shopper = controlledWork(started, 'shopper');
    const results = flood.map((item) => queue.run(turn('flooded'), item.work));
    await flush();
    results.push(queue.run(turn('shopper'), shopper.work));
    flood[0]?.finish();
    await flush();
    expect(started).toEqual(['flood0', 'shopper']);
    shopper.finish();
    for (const item of flood) item.finish();
    await Promise.all(results);
  });

  it("serves another client next, however many accounts one client's flood names", async () => {
    const queue = new PasswordQueue({
      concurrency: 2,
      runningPerClient: 2,
      pendingPerAccount: 4,
      maxWaiting: 100,
    });
    const started: string[] = [];
    // One address's 50 wrong sign-ins, each for an account of its own, all in line before the shopper.
    const flood = Array.from({ length: 50 }, (_, index) => controlledWork(started, `flood${String(index)}`));
    const shopper = controlledWork(started, 'shopper');
    const results = flood.map((item, index) =>
      queue.run({ client: '203.0.113.9', account: `email:victim${String(index)}@topup.test` }, item.work),
    );
    await flush();
    results.push(queue.run({ client: '198.51.100.7', account: 'email:shopper@topup.test' }, shopper.work));
    await flush();
    expect(started).toEqual(['flood0', 'flood1']);
    flood[0]?.finish();
    await flush();
    // The first hash to end frees its place for the shopper, not for the flood's third.
    expect(started).toEqual(['flood0', 'flood1', 'shopper']);
    for (const item of [shopper, ...flood]) item.finish();
    await Promise.all(results);
    expect(started).toHaveLength(51);
  });

  it("keeps a place free of one client's flood, so another client's hash starts at once", async () => {
    const queue = new PasswordQueue({
      concurrency: 2,
      runningPerClient: 1,
      pendingPerAccount: 4,
      maxWaiting: 100,
    });
    const started: string[] = [];
    const flood = Array.from({ length: 10 }, (_, index) => controlledWork(started, `flood${String(index)}`));
    const shopper = controlledWork(started, 'shopper');
    const results = flood.map((item, index) =>
      queue.run({ client: '203.0.113.9', account: `email:victim${String(index)}@topup.test` }, item.work),
    );
    await flush();
    expect(started).toEqual(['flood0']);
    results.push(queue.run({ client: '198.51.100.7', account: 'email:shopper@topup.test' }, shopper.work));
    await flush();
    expect(started).toEqual(['flood0', 'shopper']);
    for (const item of [shopper, ...flood]) item.finish();
    await Promise.all(results);
    expect(started).toHaveLength(11);
  });

  it('takes the clients in turn while each has hashes waiting', async () => {
    const queue = new PasswordQueue({
      concurrency: 1,
      runningPerClient: 1,
      pendingPerAccount: 4,
      maxWaiting: 100,
    });
    const started: string[] = [];
    const jobs = ['x1', 'x2', 'x3', 'y1', 'y2', 'z1'].map((name) => ({
      name,
      ...controlledWork(started, name),
    }));
    const results = jobs.map((job) =>
      queue.run({ client: job.name.slice(0, 1), account: `account-${job.name}` }, job.work),
    );
    // Finish whichever hash is running, one after another.
    while (started.length < jobs.length || queue.size.running > 0) {
      jobs.find((job) => job.name === started.at(-1))?.finish();
      await flush();
    }
    // Out of the order they arrived in (x1 x2 x3 y1 y2 z1), one client after another.
    await Promise.all(results);
    expect(started).toEqual(['x1', 'y1', 'z1', 'x2', 'y2', 'x3']);
  });

  it('refuses with a 429 once an account has its limit running or waiting, and not other accounts', async () => {
    const queue = new PasswordQueue({
      concurrency: 1,
      runningPerClient: 1,
      pendingPerAccount: 2,
      maxWaiting: 100,
    });
    const started: string[] = [];
    const first = controlledWork(started, 'first');
    const second = controlledWork(started, 'second');
    const accepted = [queue.run(turn('a'), first.work), queue.run(turn('a'), second.work)];
    const refused = queue.run(turn('a'), async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, message: PASSWORD_QUEUE_FULL });
    const other = controlledWork(started, 'other');
    const otherResult = queue.run(turn('b'), other.work);
    first.finish();
    second.finish();
    other.finish();
    await expect(Promise.all([...accepted, otherResult])).resolves.toEqual(['first', 'second', 'other']);
    expect(started).not.toContain('never');
  });

  it('refuses when too many hashes wait over all accounts', async () => {
    const queue = new PasswordQueue({
      concurrency: 1,
      runningPerClient: 1,
      pendingPerAccount: 4,
      maxWaiting: 2,
    });
    const started: string[] = [];
    const works = ['a', 'b', 'c'].map((name) => controlledWork(started, name));
    const accepted = works.map((item, index) => queue.run(turn(`account${String(index)}`), item.work));
    await flush();
    await expect(queue.run(turn('account9'), async () => 'never')).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    for (const item of works) item.finish();
    await Promise.all(accepted);
  });

  it('passes a failed hash’s error to its caller and carries on', async () => {
    const queue = new PasswordQueue({
      concurrency: 1,
      runningPerClient: 1,
      pendingPerAccount: 4,
      maxWaiting: 10,
    });
    await expect(queue.run(turn('a'), () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(turn('a'), async () => 'next')).resolves.toBe('next');
  });
});
