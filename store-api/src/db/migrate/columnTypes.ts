// The column types a migration names, in each database's words: SQLite's INTEGER and REAL are 8 bytes,
// so PostgreSQL's BIGINT (times in milliseconds exceed 32 bits) and DOUBLE PRECISION; a row id is SQLite's
// rowid alias or a PostgreSQL identity column; `nocase` compares without letter case on both (SQLite's
// own collation; on PostgreSQL an ICU collation of that name, made with the first schema).
import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Expression } from 'kysely';
import type { SqlDialect } from '../storeKysely';

/** A column's type: a name Kysely knows, or SQL of its own (`text collate nocase`). */
type DataTypeExpression = ColumnDataType | Expression<unknown>;

export interface ColumnTypes {
  dialect: SqlDialect;
  integer: DataTypeExpression;
  real: DataTypeExpression;
  blob: DataTypeExpression;
  /** Text compared without letter case (e-mail addresses, codes). */
  nocaseText: DataTypeExpression;
  /** A table's own numeric key, given by the database when a row is added without one. */
  key(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}

export function columnTypes(dialect: SqlDialect): ColumnTypes {
  if (dialect === 'sqlite') {
    return {
      dialect,
      integer: 'integer',
      real: 'real',
      blob: 'blob',
      nocaseText: sql`text collate NOCASE`,
      key: (column) => column.primaryKey(),
    };
  }
  return {
    dialect,
    integer: 'bigint',
    real: 'double precision',
    blob: 'bytea',
    nocaseText: sql`text collate nocase`,
    key: (column) => column.generatedByDefaultAsIdentity().primaryKey(),
  };
}

/** PostgreSQL's `nocase`: every letter compared without case, as SQLite's NOCASE does for ASCII. */
export const PG_NOCASE_COLLATION = sql`CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)`;
