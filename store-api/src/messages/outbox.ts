// The store's outbox: every e-mail and text message is written here in the same step as what it is
// about (an auth code), then delivered. With sandboxes on, the outbox is the sandbox sender of each
// channel without a provider: those messages stay here for testers to read (GET /sandbox/outbox); a
// channel with a provider (and every channel in production) is sent by outboxDelivery.ts.
import type { Database } from '../db/database';

/** GET /sandbox/outbox shows this many of the latest messages. */
export const OUTBOX_LIST_SIZE = 20;

export type MessageChannel = 'email' | 'sms';

export interface OutboxMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
}

export interface StoredMessage extends OutboxMessage {
  id: number;
  createTime: string;
}

export async function sendToOutbox(db: Database, message: OutboxMessage, now = new Date()): Promise<void> {
  await db.kysely
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      create_time: now.toISOString(),
    })
    .execute();
}

export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['email', 'sms'];

/** The latest messages of the given channels (the sandbox's own), newest first. */
export async function listOutbox(
  db: Database,
  channels: ReadonlySet<MessageChannel>,
): Promise<StoredMessage[]> {
  if (channels.size === 0) return [];
  return await db.kysely
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'create_time as createTime'])
    .where('channel', 'in', [...channels])
    .orderBy('id', 'desc')
    .limit(OUTBOX_LIST_SIZE)
    .execute();
}
