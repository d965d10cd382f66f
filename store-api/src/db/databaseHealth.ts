// Whether the database can serve the store: checked once at start (a quick integrity check and a write
// that is rolled back), and marked broken when a request later meets a damaged, read-only or full file.
// /health reports it, so a file the store cannot write or trust is never reported healthy.
import type { Database } from './database';
import { schemaVersion } from './migrations';
import { SqliteDatabase } from './sqliteDatabase';

/** SQLite's codes for a file that is unreadable, damaged, read-only or out of space (not a busy lock). */
const DATABASE_PROBLEM_CODES = /^SQLITE_(READONLY|CORRUPT|NOTADB|IOERR|FULL|CANTOPEN|PERM)/;

export const DATABASE_NOT_WRITABLE = 'The database file is not writable.';
export const DATABASE_FAILED_INTEGRITY_CHECK =
  'The database file failed its integrity check (PRAGMA quick_check).';

/** The error's code; read by shape, since errors from a native module may come from another realm. */
const sqliteCodeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;

/**
 * The problem an error of SQLite says the file itself has (unreadable, damaged, read-only, full), in one
 * sentence naming no path of the server; null for any other error (a busy lock, a bug).
 */
export function databaseProblemOf(error: unknown): string | null {
  const code = sqliteCodeOf(error);
  if (code === null || !DATABASE_PROBLEM_CODES.test(code)) return null;
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_PERM')) return DATABASE_NOT_WRITABLE;
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
    return 'The database file is damaged or is not a database.';
  if (code.startsWith('SQLITE_FULL')) return 'The disk holding the database file is full.';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'The database file cannot be opened.';
  return 'The database file cannot be read or written.';
}

/**
 * The embedded file's quick integrity check, then a write rolled back: null when both pass, else the
 * problem. A database server keeps its own integrity; opening it has just run a transaction on it.
 */
export function checkDatabase(db: Database): string | null {
  if (!(db instanceof SqliteDatabase)) return null;
  try {
    const rows = db.raw.pragma('quick_check') as { quick_check: string }[];
    if (rows.length !== 1 || rows[0]?.quick_check !== 'ok') return DATABASE_FAILED_INTEGRITY_CHECK;
  } catch (error) {
    const problem = databaseProblemOf(error);
    if (problem === null) throw error;
    // Some damage stops the check itself: that too is a failed check.
    return /^SQLITE_(CORRUPT|NOTADB)/.test(sqliteCodeOf(error) ?? '')
      ? DATABASE_FAILED_INTEGRITY_CHECK
      : problem;
  }
  try {
    // Rewrites the schema version with its own value: a real write, undone, so nothing changes.
    db.raw.exec('BEGIN IMMEDIATE');
    db.raw.pragma(`user_version = ${String(schemaVersion(db.raw))}`);
    return null;
  } catch (error) {
    const problem = databaseProblemOf(error);
    if (problem === null) throw error;
    return problem;
  } finally {
    if (db.raw.inTransaction) db.raw.exec('ROLLBACK');
  }
}

/** The database's state as /health reports it. */
export class DatabaseHealth {
  constructor(private current: string | null) {}

  /** The problem, or null when the database serves the store. */
  get problem(): string | null {
    return this.current;
  }

  /** A request met a problem of the file itself: the store is not ready until restarted on a sound one. */
  report(problem: string): void {
    this.current ??= problem;
  }
}
