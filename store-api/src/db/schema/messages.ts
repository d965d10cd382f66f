// The messages tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface OutboxTable {
  id: Generated<number>;
  /** Checked by the table: 'email' or 'sms'. */
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  create_time: string;
  sent_at: string | null;
  attempts: Generated<number>;
  last_error: Generated<string>;
  claimed_until: string | null;
}
