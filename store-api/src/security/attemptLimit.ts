// Limits on guesses (passwords, verification codes, coupon codes), per subject (an account, a member) and
// per client address. An attempt is counted before it is judged, so requests in flight together cannot all
// slip under the limit; when the answer is known, the count is settled.
import { tooManyRequests } from '../http/httpError';
import { MemoryWindowEvents, SlidingWindowCounter, type WindowEvents, type WindowLimit } from './rateLimiter';

/** How a counted attempt turned out. */
export type AttemptOutcome =
  /** A wrong guess: it stays counted. */
  | 'failed'
  /** The right one: the client's count is taken back and, if the limit says so, the subject's cleared. */
  | 'succeeded'
  /** Never judged (refused elsewhere, an error): taken back. */
  | 'unjudged';

export interface CountedAttempt {
  readonly client: string;
  readonly subject: string | null;
}

export interface AttemptLimitOptions {
  perSubject: WindowLimit;
  perClient: WindowLimit;
  /** The 429 message. */
  message: string;
  /** Whether success forgets the subject's earlier failures (the owner got in, their typos no longer count). */
  successClearsSubject: boolean;
  /** Names the limit's counters (`<name>:subject`, `<name>:client`) where they are kept. */
  name: string;
  /** Where the counts are kept (the database, shared by every process); this process's memory if not given. */
  events?: EventsOf;
}

/** The events of a named counter with its window. */
export type EventsOf = (counter: string, windowMs: number) => WindowEvents;

const inMemory: EventsOf = (_counter, windowMs) => new MemoryWindowEvents(windowMs);

export class AttemptLimit {
  private readonly subjects: SlidingWindowCounter;
  private readonly clients: SlidingWindowCounter;

  constructor(private readonly options: AttemptLimitOptions) {
    const events = options.events ?? inMemory;
    const { perSubject, perClient, name } = options;
    this.subjects = new SlidingWindowCounter(perSubject, events(`${name}:subject`, perSubject.windowMs));
    this.clients = new SlidingWindowCounter(perClient, events(`${name}:client`, perClient.windowMs));
  }

  /** Counts an attempt of the client on the subject, or throws a 429 (with Retry-After) and counts none. */
  async take(client: string, subject: string | null): Promise<CountedAttempt> {
    const clientWait = await this.clients.take(client);
    if (clientWait > 0) throw tooManyRequests(this.options.message, clientWait);
    const subjectWait = subject === null ? 0 : await this.subjects.take(subject);
    if (subjectWait > 0) {
      await this.clients.release(client);
      throw tooManyRequests(this.options.message, subjectWait);
    }
    return { client, subject };
  }

  async settle(attempt: CountedAttempt, outcome: AttemptOutcome): Promise<void> {
    if (outcome === 'failed') return;
    await this.clients.release(attempt.client);
    if (attempt.subject === null) return;
    if (outcome === 'succeeded' && this.options.successClearsSubject)
      await this.subjects.clear(attempt.subject);
    else await this.subjects.release(attempt.subject);
  }
}
