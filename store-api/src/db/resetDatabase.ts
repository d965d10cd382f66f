import fs from 'node:fs';
import { openDatabase, type Database } from './database';

/** Deletes the database file (and its WAL companions) and recreates it with a fresh seed. */
export async function resetDatabase(file: string): Promise<Database> {
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    fs.rmSync(file + suffix, { force: true });
  }
  return await openDatabase(file);
}
