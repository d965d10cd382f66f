// Password hashing (scrypt) costs tens of milliseconds of CPU and runs on libuv's small thread pool. Left
// alone, a flood of sign-ins fills that pool and every other shopper's sign-in waits behind it. So hashing
// goes through this queue: a few hashes at a time in all, clients (the caller's network address) served
// in turn and never one client on every place at once, so one client's flood, however many accounts it
// names, leaves a place free for another client's sign-in; at most one hash at a time per account, and a short line per account beyond which the work is
// refused (a botnet flooding one account from many addresses). A client's own line is bounded already:
// the sign-in and code limits (security/authRateLimits.ts) count its attempts before they are hashed.
import os from 'node:os';
import { tooManyRequests } from '../http/httpError';

export interface PasswordQueueLimits {
  /** Hashes running at the same time, over all clients. */
  concurrency: number;
  /** Hashes one client may have running at the same time (less than `concurrency`: a place stays free). */
  runningPerClient: number;
  /** Hashes one account may have running or waiting; the next is refused. */
  pendingPerAccount: number;
  /** Hashes waiting over all clients (bounded memory when many clients flood at once). */
  maxWaiting: number;
}

/** Whose hash it is: the client asking (its network address) and the account it names. */
export interface HashTurn {
  client: string;
  account: string;
}

/** libuv's default thread pool has 4 threads; one is left for file and DNS work. */
const UV_THREADPOOL_DEFAULT = 4;
/** One sign-in and a double click or a second device: more than this for one account is a flood. */
export const PASSWORD_CHECKS_PENDING_PER_ACCOUNT = 4;
export const PASSWORD_QUEUE_MAX_WAITING = 500;
/** How long a refused client is asked to wait: one hash is done well within it. */
export const PASSWORD_QUEUE_RETRY_AFTER_MS = 1000;

const DEFAULT_CONCURRENCY = Math.max(1, Math.min(os.availableParallelism(), UV_THREADPOOL_DEFAULT - 1));

export const DEFAULT_PASSWORD_QUEUE_LIMITS: PasswordQueueLimits = {
  concurrency: DEFAULT_CONCURRENCY,
  runningPerClient: Math.max(1, DEFAULT_CONCURRENCY - 1),
  pendingPerAccount: PASSWORD_CHECKS_PENDING_PER_ACCOUNT,
  maxWaiting: PASSWORD_QUEUE_MAX_WAITING,
};

export const PASSWORD_QUEUE_FULL =
  'Too many sign-ins for this account are in progress. Please try again in a moment.';

interface Job {
  client: string;
  account: string;
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class PasswordQueue {
  /** Waiting jobs per client, oldest first. */
  private readonly waiting = new Map<string, Job[]>();
  /** Hashes running or waiting per client. */
  private readonly pendingByClient = new Map<string, number>();
  /** Hashes running per client. */
  private readonly runningByClient = new Map<string, number>();
  /** When each client with hashes pending last had one started (a count of starts). */
  private readonly lastServed = new Map<string, number>();
  private starts = 0;
  /** Accounts with a hash running. */
  private readonly runningAccounts = new Set<string>();
  /** Hashes running or waiting per account. */
  private readonly pendingByAccount = new Map<string, number>();
  private runningCount = 0;
  private waitingCount = 0;

  constructor(private readonly limits: PasswordQueueLimits = DEFAULT_PASSWORD_QUEUE_LIMITS) {}

  /** Runs the hashing work in the client's turn; refuses (429) when the account's line is full. */
  run<T>(turn: HashTurn, work: () => Promise<T>): Promise<T> {
    const pending = this.pendingByAccount.get(turn.account) ?? 0;
    if (pending >= this.limits.pendingPerAccount || this.waitingCount >= this.limits.maxWaiting) {
      return Promise.reject(tooManyRequests(PASSWORD_QUEUE_FULL, PASSWORD_QUEUE_RETRY_AFTER_MS));
    }
    return new Promise<T>((resolve, reject) => {
      const jobs = this.waiting.get(turn.client) ?? [];
      const { client, account } = turn;
      jobs.push({ client, account, work, resolve: resolve as (value: unknown) => void, reject });
      this.waiting.set(client, jobs);
      this.pendingByAccount.set(account, pending + 1);
      this.pendingByClient.set(client, (this.pendingByClient.get(client) ?? 0) + 1);
      this.waitingCount += 1;
      this.startNext();
    });
  }

  /** Hashes running and waiting now (for tests and diagnostics). */
  get size(): { running: number; waiting: number } {
    return { running: this.runningCount, waiting: this.waitingCount };
  }

  private startNext(): void {
    while (this.runningCount < this.limits.concurrency) {
      const job = this.takeNext();
      if (!job) return;
      this.waitingCount -= 1;
      this.runningCount += 1;
      this.runningAccounts.add(job.account);
      this.runningByClient.set(job.client, (this.runningByClient.get(job.client) ?? 0) + 1);
      this.starts += 1;
      this.lastServed.set(job.client, this.starts);
      void job
        .work()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.runningCount -= 1;
          this.runningAccounts.delete(job.account);
          if (countDown(this.runningByClient, job.client) === 0) this.runningByClient.delete(job.client);
          if (countDown(this.pendingByAccount, job.account) === 0) this.pendingByAccount.delete(job.account);
          if (countDown(this.pendingByClient, job.client) === 0) {
            this.pendingByClient.delete(job.client);
            // Nothing left of this client: it is a newcomer next time, first in line.
            this.lastServed.delete(job.client);
          }
          this.startNext();
        });
    }
  }

  /**
   * The next hash: of the client served longest ago (one never served first, the earliest to arrive among
   * equals) with fewer than its share running, its oldest job whose account has no hash running.
   */
  private takeNext(): Job | undefined {
    let chosen: { client: string; jobs: Job[]; index: number; served: number } | undefined;
    for (const [client, jobs] of this.waiting) {
      const served = this.lastServed.get(client) ?? 0;
      if (chosen && chosen.served <= served) continue;
      if ((this.runningByClient.get(client) ?? 0) >= this.limits.runningPerClient) continue;
      const index = jobs.findIndex((job) => !this.runningAccounts.has(job.account));
      if (index >= 0) chosen = { client, jobs, index, served };
    }
    if (!chosen) return undefined;
    const [job] = chosen.jobs.splice(chosen.index, 1);
    if (chosen.jobs.length === 0) this.waiting.delete(chosen.client);
    return job;
  }
}

/** Takes one from the key's count and returns what is left. */
function countDown(counts: Map<string, number>, key: string): number {
  const left = (counts.get(key) ?? 1) - 1;
  counts.set(key, left);
  return left;
}
