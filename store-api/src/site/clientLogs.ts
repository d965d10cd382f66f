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
      await db.kysely
        .insertInto('client_logs')
        .values({
          level: log.level,
          message: log.message,
          timestamp: log.timestamp,
          url: log.url ?? '',
          user_agent: log.userAgent ?? '',
          user_id: log.userId === undefined ? '' : String(log.userId),
          session_id: log.sessionId ?? '',
          extra: JSON.stringify(log.extra ?? null),
          received_at: now.toISOString(),
        })
        .execute();
    }
    await db.kysely.deleteFrom('client_logs').where('received_at', '<', cutoff).execute();
  });
  return logs.length;
}
