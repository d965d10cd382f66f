import type { Database } from '../db/database';

/** Client logs are kept 30 days. */
export const CLIENT_LOG_RETENTION_DAYS = 30;
/** The client sends batches of 10; a little slack for retries that merge batches. */
export const CLIENT_LOG_BATCH_MAX = 50;

export interface ClientLogEntry {
  level: 'info' | 'warn' | 'error' | 'debug';
  message: string;
  timestamp: string;
  url?: string;
  userAgent?: string;
  userId?: string | number;
  sessionId?: string;
  extra?: unknown;
}

/** Stores a batch and drops entries older than the retention period in the same transaction. */
export async function storeClientLogs(
  db: Database,
  logs: ClientLogEntry[],
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - CLIENT_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.transaction(async () => {
    for (const log of logs) {
      await db.run(
        `INSERT INTO client_logs (level, message, timestamp, url, user_agent, user_id, session_id, extra, received_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        log.level,
        log.message,
        log.timestamp,
        log.url ?? '',
        log.userAgent ?? '',
        log.userId === undefined ? '' : String(log.userId),
        log.sessionId ?? '',
        JSON.stringify(log.extra ?? null),
        now.toISOString(),
      );
    }
    await db.run('DELETE FROM client_logs WHERE received_at < ?', cutoff);
  });
  return logs.length;
}
