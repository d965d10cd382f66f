// Batching of the tracker's reports: entries wait until a batch is full (it goes at once) or the
// first waiting entry is TRACKER_BATCH_DELAY_MS old (everything waiting goes, in full batches and a
// last partial one). Sending never throws into the page: a batch that fails is dropped, because an
// observability report is not worth holding the shopper's memory or network for.
import { TRACKER_BATCH_DELAY_MS, TRACKER_BATCH_SIZE } from './trackerRules';

export interface BatchQueue<Entry> {
  add(entry: Entry): void;
  /** Sends everything waiting now (the page is being hidden, or the tracker stops). */
  flush(): void;
  readonly pending: number;
  /** Stops the timer; what waits is dropped. */
  dispose(): void;
}

export interface BatchQueueOptions<Entry> {
  send: (entries: Entry[]) => Promise<unknown>;
  size?: number;
  delayMs?: number;
}

export function batchQueue<Entry>({
  send,
  size = TRACKER_BATCH_SIZE,
  delayMs = TRACKER_BATCH_DELAY_MS,
}: BatchQueueOptions<Entry>): BatchQueue<Entry> {
  const waiting: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const sendBatch = (entries: Entry[]) => void send(entries).catch(() => undefined);

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    stopTimer();
    while (waiting.length > 0) sendBatch(waiting.splice(0, size));
  };

  return {
    add(entry) {
      if (disposed) return;
      waiting.push(entry);
      while (waiting.length >= size) sendBatch(waiting.splice(0, size));
      if (waiting.length === 0) stopTimer();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
    get pending() {
      return waiting.length;
    },
    dispose() {
      disposed = true;
      stopTimer();
      waiting.length = 0;
    },
  };
}
