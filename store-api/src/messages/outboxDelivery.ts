// Production delivery of the outbox: pending messages go to the channel's sender, oldest first. A sent
// message keeps no text (it held a code); a failed one is tried again on the next round, up to a limit.
import type { Database } from '../db/database';
import type { MessageSender } from './messageSender';
import { MESSAGE_CHANNELS, type MessageChannel, type StoredMessage } from './outbox';

/** How often the outbox is looked at. */
export const OUTBOX_DELIVERY_INTERVAL_MS = 1000;
/** Messages sent per round. */
export const OUTBOX_BATCH_SIZE = 20;
/** A message that failed this often is given up (its code has expired by then anyway). */
export const OUTBOX_MAX_ATTEMPTS = 5;
/**
 * How long a process's claim on a message lasts: longer than a provider's answer may take, so no other
 * process sends it meanwhile; a process that dies holding it leaves the message to the next round after.
 */
export const OUTBOX_CLAIM_MS = 60_000;

export type MessageSenders = Record<MessageChannel, MessageSender | null>;

/** Told of each message that could not be sent (and of a round that failed as a whole, without one). */
export type DeliveryFailure = (error: unknown, message?: StoredMessage) => void;

export interface DeliveryRound {
  sent: number;
  failed: number;
}

/**
 * Sends one round of pending messages. `sandboxChannels` are left alone: with sandboxes on, a channel
 * without a provider is the sandbox outbox's, whose messages stay for testers to read.
 */
export async function deliverOutbox(
  db: Database,
  senders: MessageSenders,
  onFailure: DeliveryFailure = () => undefined,
  sandboxChannels: ReadonlySet<MessageChannel> = new Set(),
): Promise<DeliveryRound> {
  const delivered = MESSAGE_CHANNELS.filter((channel) => !sandboxChannels.has(channel));
  const round: DeliveryRound = { sent: 0, failed: 0 };
  if (delivered.length === 0) return round;
  const pending: StoredMessage[] = await db.kysely
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'create_time as createTime'])
    .where('sent_at', 'is', null)
    .where('attempts', '<', OUTBOX_MAX_ATTEMPTS)
    .where('channel', 'in', delivered)
    .orderBy('id')
    .limit(OUTBOX_BATCH_SIZE)
    .execute();
  for (const message of pending) {
    const now = new Date();
    const { numUpdatedRows: claimed } = await db.kysely
      .updateTable('outbox')
      .set({ claimed_until: new Date(now.getTime() + OUTBOX_CLAIM_MS).toISOString() })
      .where('id', '=', message.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now.toISOString())]))
      .executeTakeFirst();
    // Another process's round claimed it first: it is that round's to send.
    if (claimed !== 1n) continue;
    try {
      const sender = senders[message.channel];
      if (!sender) throw new Error(`No ${message.channel} sender is configured.`);
      await sender.send(message);
      await db.kysely
        .updateTable('outbox')
        .set((eb) => ({
          sent_at: new Date().toISOString(),
          body: '',
          attempts: eb('attempts', '+', 1),
          claimed_until: null,
        }))
        .where('id', '=', message.id)
        .execute();
      round.sent += 1;
    } catch (error) {
      await db.kysely
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error instanceof Error ? error.message : String(error),
          claimed_until: null,
        }))
        .where('id', '=', message.id)
        .execute();
      round.failed += 1;
      onFailure(error, message);
    }
  }
  return round;
}

/** Delivers every OUTBOX_DELIVERY_INTERVAL_MS, one round at a time; returns the stop function. */
export function startOutboxDelivery(
  db: Database,
  senders: MessageSenders,
  onFailure: DeliveryFailure,
  sandboxChannels: ReadonlySet<MessageChannel>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverOutbox(db, senders, onFailure, sandboxChannels)
      .catch((error: unknown) => onFailure(error))
      .finally(() => {
        running = false;
      });
  }, OUTBOX_DELIVERY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
