// The schema's changes after the baseline (baselineSchema.ts), one entry per change, written with Kysely's
// schema builder so each is written once for both databases. Entry i moves a database from version
// BASELINE_SCHEMA_VERSION + i to the next. Never edit a shipped entry: append one (store-api/README.md,
// "Adding a migration").
import type { Kysely } from 'kysely';
import { BASELINE_SCHEMA_VERSION } from './baselineSchema';
import type { ColumnTypes } from './columnTypes';

export interface SchemaMigration {
  /** What the change is for, in a few words. */
  description: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration writes tables before the typed schema knows them
  up(db: Kysely<any>, types: ColumnTypes): Promise<void>;
}

export const schemaMigrations: readonly SchemaMigration[] = [];

export const latestSchemaVersion = BASELINE_SCHEMA_VERSION + schemaMigrations.length;
