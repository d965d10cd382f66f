// The store's work that no request starts: each step is told the time and does what is due then, reading
// what is due from the database (so a restart carries on where it stopped). Rounds never overlap.

export interface BackgroundStep {
  /** Named in the log when it fails. */
  name: string;
  run(now: Date): unknown;
}

export interface BackgroundOptions {
  intervalMs: number;
  /** The time each round runs at; tests give their own. */
  clock?: () => Date;
  onError: (error: unknown, step: string) => void;
}

/** How often the store's background steps run. */
export const BACKGROUND_INTERVAL_MS = 1000;

/** Runs every step once, in order, at `now`; a failing step is reported and the next still runs. */
export async function runBackgroundRound(
  steps: readonly BackgroundStep[],
  now: Date,
  onError: BackgroundOptions['onError'],
): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(now);
    } catch (error) {
      onError(error, step.name);
    }
  }
}

/**
 * Starts the rounds, one every intervalMs (the first at once). The returned stop waits for a round in
 * progress, so the database is never closed under it.
 */
export function startBackgroundSteps(
  steps: readonly BackgroundStep[],
  options: BackgroundOptions,
): () => Promise<void> {
  const clock = options.clock ?? (() => new Date());
  let current: Promise<void> | null = null;
  const round = (): void => {
    if (current) return;
    current = runBackgroundRound(steps, clock(), options.onError).finally(() => {
      current = null;
    });
  };
  const timer = setInterval(round, options.intervalMs);
  timer.unref();
  round();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
