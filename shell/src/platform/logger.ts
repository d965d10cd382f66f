// Client logger: entries are queued, sent in batches of 10 (at once when a batch is
// full, else every 5 s) as POST /api/logs {logs:[...]}, retried 3 times after 1, 2 and 3 s. A falsy
// response counts as a failure ("服务器响应异常"). While offline nothing is sent; entries wait for
// the 'online' event.
import { delay } from '@topup/shared-lib';
import { apiUrl, postJson, type PostJson } from './postJson';
import {
  LOG_BATCH_SIZE,
  LOG_ENDPOINT,
  LOG_FLUSH_INTERVAL_MS,
  LOG_MAX_QUEUED,
  LOG_MAX_RETRIES,
  LOG_RETRY_DELAY_MS,
  LOG_SERVER_ERROR_MESSAGE,
} from './logRules';
import { getSessionId } from './visitorIdentity';

/** One client log line (POST /api/logs), sent by this logger. */
export type LogLevel = 'info' | 'warn' | 'error' | 'debug';

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** ISO 8601. */
  timestamp: string;
  url: string;
  userAgent: string;
  userId: string | null;
  sessionId: string | null;
  extra?: unknown;
}

export interface LogBatch {
  logs: LogEntry[];
}

export * from './logRules';

/** Sends one batch; resolves to the server's answer (a falsy answer is a failure). */
export type LogTransport = (batch: LogBatch) => Promise<unknown>;

export interface LoggerContext {
  userId?: () => string | null;
  /** Default: the tab's session id from session storage. */
  sessionId?: () => string | null;
}

export interface LoggerOptions extends LoggerContext {
  send: LogTransport;
  /** Browser window for online state and events; omitted outside a browser. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'navigator' | 'location'>;
}

export interface Logger {
  info(message: string, extra?: unknown): void;
  warn(message: string, extra?: unknown): void;
  error(message: string, extra?: unknown): void;
  debug(message: string, extra?: unknown): void;
  /** Sends everything queued now (in batches); resolves when done. */
  flush(): Promise<void>;
  /** Entries waiting to be sent. */
  readonly pending: number;
  /** Stops the interval, the online listener and pending retries. */
  dispose(): void;
}

/** Only JSON survives the wire: an entry whose extra cannot be serialised keeps a note instead. */
function toJsonSafe(entry: LogEntry): LogEntry {
  try {
    return JSON.parse(JSON.stringify(entry)) as LogEntry;
  } catch {
    return { ...entry, extra: '[unserialisable extra dropped]' };
  }
}

const defaultSessionId = (): string | null => (typeof window === 'undefined' ? null : getSessionId());

export function createLogger(options: LoggerOptions): Logger {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const queue: LogEntry[] = [];
  const controller = new AbortController();
  let sending: Promise<void> | null = null;

  const online = () => target?.navigator.onLine !== false;

  async function sendWithRetry(batch: LogBatch): Promise<boolean> {
    for (let attempt = 0; attempt <= LOG_MAX_RETRIES; attempt += 1) {
      if (attempt > 0) await delay(LOG_RETRY_DELAY_MS * attempt, controller.signal);
      try {
        const answer = await options.send(batch);
        if (!answer) throw new Error(LOG_SERVER_ERROR_MESSAGE);
        return true;
      } catch {
        if (!online()) return false; // went offline: keep the batch for the 'online' event
      }
    }
    return true; // given up after the retries: drop the batch rather than block the queue forever
  }

  async function drain(): Promise<void> {
    while (queue.length > 0 && online() && !controller.signal.aborted) {
      const logs = queue.slice(0, LOG_BATCH_SIZE);
      let done: boolean;
      try {
        done = await sendWithRetry({ logs });
      } catch {
        return; // disposed during a retry pause
      }
      if (!done) return;
      queue.splice(0, logs.length);
    }
  }

  function flush(): Promise<void> {
    sending ??= drain().finally(() => {
      sending = null;
    });
    return sending;
  }

  function log(level: LogLevel, message: string, extra?: unknown) {
    if (controller.signal.aborted) return;
    queue.push(
      toJsonSafe({
        level,
        message,
        timestamp: new Date().toISOString(),
        url: target?.location.href ?? '',
        userAgent: target?.navigator.userAgent ?? '',
        userId: options.userId?.() ?? null,
        sessionId: (options.sessionId ?? defaultSessionId)(),
        ...(extra === undefined ? {} : { extra }),
      }),
    );
    if (queue.length > LOG_MAX_QUEUED) queue.splice(0, queue.length - LOG_MAX_QUEUED);
    if (queue.length >= LOG_BATCH_SIZE) void flush();
  }

  const interval = setInterval(() => void flush(), LOG_FLUSH_INTERVAL_MS);
  const onOnline = () => void flush();
  target?.addEventListener('online', onOnline);

  return {
    info: (message, extra) => log('info', message, extra),
    warn: (message, extra) => log('warn', message, extra),
    error: (message, extra) => log('error', message, extra),
    debug: (message, extra) => log('debug', message, extra),
    flush,
    get pending() {
      return queue.length;
    },
    dispose() {
      clearInterval(interval);
      target?.removeEventListener('online', onOnline);
      controller.abort();
    },
  };
}

/** Default transport: POST {apiBase}{apiPrefix}/logs; a non-2xx status or empty body is a falsy answer. */
export const httpLogTransport =
  (post: PostJson = postJson): LogTransport =>
  async (batch) => {
    const result = await post(apiUrl(LOG_ENDPOINT), batch);
    return result.status >= 200 && result.status < 300 ? result.body : null;
  };
