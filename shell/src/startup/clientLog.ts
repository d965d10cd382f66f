// The page's client log (the store API log reporter): one logger for the whole
// page, fed by uncaught errors and failed promises, batched and queued while offline (platform/logger.ts).
import { type UserStore } from '@topup/shared-lib';
import { createLogger, httpLogTransport, type LogTransport, type Logger } from '../platform/logger';

export interface ClientLogDeps {
  target: Window;
  logger: Logger;
}

/** The page's logger: entries carry the member's id while one is logged in. */
export function pageLogger(user: Pick<UserStore, 'info'>, send: LogTransport = httpLogTransport()): Logger {
  return createLogger({ send, userId: () => (user.info ? String(user.info.id) : null) });
}

function describe(reason: unknown): { message: string; extra?: unknown } {
  if (reason instanceof Error)
    return { message: reason.message, extra: { name: reason.name, stack: reason.stack } };
  return { message: String(reason) };
}

/** Starts reporting uncaught errors; returns the stop function. */
export function startClientLog({ target, logger }: ClientLogDeps): () => void {
  const onError = (event: ErrorEvent) => {
    const { message, extra } = describe(event.error ?? event.message);
    logger.error(message, { ...(extra as object | undefined), source: event.filename, line: event.lineno });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, extra } = describe(event.reason);
    logger.error(message, extra);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    void logger.flush().finally(() => logger.dispose());
  };
}
