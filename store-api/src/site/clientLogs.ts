import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';
import { writeTransaction } from '../db/writeTransaction';

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
export function storeClientLogs(db: Database, logs: ClientLogEntry[], now = new Date()): number {
  const insert = prepared(
    db,
    `INSERT INTO client_logs (level, message, timestamp, url, user_agent, user_id, session_id, extra, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const cutoff = new Date(now.getTime() - CLIENT_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  writeTransaction(db, () => {
    for (const log of logs) {
      insert.run(
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
    prepared(db, 'DELETE FROM client_logs WHERE received_at < ?').run(cutoff);
  });
  return logs.length;
}
