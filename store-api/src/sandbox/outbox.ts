import type { Database } from '../db/database';
import { prepared } from '../db/preparedStatements';

/** GET /sandbox/outbox shows this many of the latest messages. */
export const OUTBOX_LIST_SIZE = 20;

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Stands in for the email and SMS providers: messages land in a table anyone can read in the sandbox. */
export function sendToOutbox(db: Database, message: OutboxMessage, now = new Date()): void {
  prepared(
    db,
    'INSERT INTO outbox (channel, recipient, subject, body, create_time) VALUES (?, ?, ?, ?, ?)',
  ).run(message.channel, message.recipient, message.subject, message.body, now.toISOString());
}

export function listOutbox(db: Database): (OutboxMessage & { id: number; createTime: string })[] {
  return prepared(
    db,
    'SELECT id, channel, recipient, subject, body, create_time AS createTime FROM outbox ORDER BY id DESC LIMIT ?',
  ).all(OUTBOX_LIST_SIZE) as (OutboxMessage & { id: number; createTime: string })[];
}
