import { runBackgroundRound, startBackgroundSteps, type BackgroundStep } from './backgroundSteps';
import { storeBackgroundSteps } from './storeSteps';
import { DEFAULT_SANDBOX_TIMINGS } from '../config/sandboxTimings';
import { openTestStore } from '../testing/testStore';

describe('background steps', () => {
  afterEach(() => jest.useRealTimers());

  it('runs every step at the clock’s time, reporting a failure and going on with the next', async () => {
    const seen: string[] = [];
    const failures: string[] = [];
    const steps: BackgroundStep[] = [
      {
        name: 'broken',
        run: () => {
          throw new Error('boom');
        },
      },
      { name: 'counting', run: (now) => seen.push(now.toISOString()) },
    ];
    await runBackgroundRound(steps, new Date('2030-01-01T00:00:00Z'), (error, step) =>
      failures.push(`${step}: ${(error as Error).message}`),
    );
    expect(seen).toEqual(['2030-01-01T00:00:00.000Z']);
    expect(failures).toEqual(['broken: boom']);
  });

  it('starts a round at once and one per interval, never two at a time, and stop waits for the round', async () => {
    jest.useFakeTimers();
    let calls = 0;
    let release: () => void = () => undefined;
    const times = [new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:01Z')];
    const seen: string[] = [];
    const stop = startBackgroundSteps(
      [
        {
          name: 'slow',
          run: (now) => {
            seen.push(now.toISOString());
            return new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        },
      ],
      { intervalMs: 1000, clock: () => times[calls++] ?? new Date(0), onError: () => undefined },
    );
    expect(seen).toEqual(['2030-01-01T00:00:00.000Z']);
    // The first round is still running: the next tick does not start another.
    await jest.advanceTimersByTimeAsync(1000);
    expect(seen).toHaveLength(1);
    release();
    await jest.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['2030-01-01T00:00:00.000Z', '2030-01-01T00:00:01.000Z']);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    await jest.advanceTimersByTimeAsync(5000);
    expect(seen).toHaveLength(2);
  });
});

describe('the store’s steps', () => {
  it('release expired orders’ coupons in every profile; the sandboxes deliver and settle pending payments', async () => {
    const store = await openTestStore();
    try {
      const names = (sandboxes: boolean, reporter: boolean) =>
        storeBackgroundSteps(store.db, {
          sandboxes,
          timings: DEFAULT_SANDBOX_TIMINGS,
          paymentReporter: reporter ? async () => ({ result: null, refusal: null, redirectUrl: '' }) : null,
        }).map((step) => step.name);
      expect(names(false, false)).toEqual(['coupons of expired unpaid orders']);
      expect(names(true, false)).toEqual(['coupons of expired unpaid orders', 'sandbox publisher']);
      expect(names(true, true)).toEqual([
        'coupons of expired unpaid orders',
        'sandbox publisher',
        'pending sandbox payments',
      ]);
    } finally {
      await store.close();
    }
  });
});
