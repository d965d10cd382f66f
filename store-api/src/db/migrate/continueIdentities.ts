import { sql } from 'kysely';
import type { PgDatabase } from '../pgDatabase';

/**
 * After the seed has written rows with their own ids (PostgreSQL): each identity column continues after
 * the largest id, so the next row the store adds does not take one the seed used.
 */
export async function continueIdentities(db: PgDatabase): Promise<void> {
  const columns = await db.kysely
    .selectFrom('information_schema.columns' as never)
    .select([sql<string>`table_name`.as('tableName'), sql<string>`column_name`.as('columnName')])
    .where(sql<boolean>`table_schema = current_schema() AND is_identity = 'YES'`)
    .execute();
  for (const { tableName, columnName } of columns) {
    await sql`SELECT setval(pg_get_serial_sequence(${tableName}, ${columnName}), GREATEST((SELECT MAX(${sql.ref(columnName)}) FROM ${sql.table(tableName)}), 0) + 1, false)`.execute(
      db.kysely,
    );
  }
}
