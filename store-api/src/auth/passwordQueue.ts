// Password hashing (scrypt) costs tens of milliseconds of CPU and runs on libuv's small thread pool. Left
// alone, a flood of sign-ins for one account fills that pool and every other shopper's sign-in waits
// behind it. So hashing goes through this queue: a few hashes at a time in all, at most one at a time per
// account, accounts served in turn, and a short line per account beyond which the work is refused.
import os from 'node:os';
import { tooManyRequests } from '../http/httpError';

export interface PasswordQueueLimits {
  /** Hashes running at the same time, over all accounts. */
  concurrency: number;
  /** Hashes one account may have running or waiting; the next is refused. */
  pendingPerAccount: number;
  /** Hashes waiting over all accounts (bounded memory when many accounts are flooded at once). */
  maxWaiting: number;
}

/** libuv's default thread pool has 4 threads; one is left for file and DNS work. */
const UV_THREADPOOL_DEFAULT = 4;
/** One sign-in and a double click or a second device: more than this for one account is a flood. */
export const PASSWORD_CHECKS_PENDING_PER_ACCOUNT = 4;
export const PASSWORD_QUEUE_MAX_WAITING = 500;
/** How long a refused client is asked to wait: one hash is done well within it. */
export const PASSWORD_QUEUE_RETRY_AFTER_MS = 1000;

export const DEFAULT_PASSWORD_QUEUE_LIMITS: PasswordQueueLimits = {
  concurrency: Math.max(1, Math.min(os.availableParallelism(), UV_THREADPOOL_DEFAULT - 1)),
  pendingPerAccount: PASSWORD_CHECKS_PENDING_PER_ACCOUNT,
  maxWaiting: PASSWORD_QUEUE_MAX_WAITING,
};

export const PASSWORD_QUEUE_FULL =
  'Too many sign-ins for this account are in progress. Please try again in a moment.';

interface Job {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class PasswordQueue {
  /** Waiting jobs per account; the Map's order is the turn order (an account served goes to the back). */
  private readonly waiting = new Map<string, Job[]>();
  /** Accounts with a hash running. */
  private readonly running = new Set<string>();
  private waitingCount = 0;

  constructor(private readonly limits: PasswordQueueLimits = DEFAULT_PASSWORD_QUEUE_LIMITS) {}

  /** Runs the hashing work for the account in its turn; refuses (429) when the account's line is full. */
  run<T>(account: string, work: () => Promise<T>): Promise<T> {
    const pending = (this.waiting.get(account)?.length ?? 0) + (this.running.has(account) ? 1 : 0);
    if (pending >= this.limits.pendingPerAccount || this.waitingCount >= this.limits.maxWaiting) {
      return Promise.reject(tooManyRequests(PASSWORD_QUEUE_FULL, PASSWORD_QUEUE_RETRY_AFTER_MS));
    }
    return new Promise<T>((resolve, reject) => {
      const jobs = this.waiting.get(account) ?? [];
      jobs.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.waiting.set(account, jobs);
      this.waitingCount += 1;
      this.startNext();
    });
  }

  /** Hashes running and waiting now (for tests and diagnostics). */
  get size(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.waitingCount };
  }

  private startNext(): void {
    while (this.running.size < this.limits.concurrency) {
      const account = this.nextAccount();
      if (account === undefined) return;
      const jobs = this.waiting.get(account) ?? [];
      const job = jobs.shift();
      if (!job) return;
      if (jobs.length === 0) this.waiting.delete(account);
      this.waitingCount -= 1;
      this.running.add(account);
      void job
        .work()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running.delete(account);
          // The account just had its turn: whatever else it has waiting goes behind the others.
          const rest = this.waiting.get(account);
          if (rest) {
            this.waiting.delete(account);
            this.waiting.set(account, rest);
          }
          this.startNext();
        });
    }
  }

  /** The first account in turn order whose previous hash has finished. */
  private nextAccount(): string | undefined {
    for (const account of this.waiting.keys()) if (!this.running.has(account)) return account;
    return undefined;
  }
}
