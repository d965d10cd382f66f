// The security tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface RateEventsTable {
  id: Generated<number>;
  counter: string;
  key: string;
  /** Milliseconds since the epoch. */
  at: number;
}
