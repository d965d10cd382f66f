// A store-api process opening the file while another holds its lock (a second instance starting while the
// first migrates and seeds a new file) waits for it, past a request's busy timeout, and then opens.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { makeTempDir, removeTempDir } from '../testing/testStore';
import { OPEN_LOCK_WAIT_MS, openDatabase } from './database';
import { BUSY_TIMEOUT_MS } from './sql';

let dir: string;
let holder: BetterSqlite3.Database;

beforeEach(() => {
  dir = makeTempDir();
  // Another connection has the new file's write lock, as a first instance's migration has.
  holder = new BetterSqlite3(path.join(dir, 'store.db'), { timeout: 0 });
  holder.pragma('journal_mode = WAL');
  holder.exec('BEGIN IMMEDIATE');
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  if (holder.open) holder.close();
  removeTempDir(dir);
});

test('waits for a lock held longer than the busy timeout, then opens the migrated store', async () => {
  let settled = false;
  const opening = openDatabase(path.join(dir, 'store.db')).finally(() => (settled = true));
  await jest.advanceTimersByTimeAsync(BUSY_TIMEOUT_MS * 2);
  expect(settled).toBe(false);
  holder.exec('ROLLBACK');
  await jest.advanceTimersByTimeAsync(1000);
  const db = await opening;
  try {
    const rows = (await db.all('SELECT COUNT(*) AS products FROM products')) as { products: number }[];
    expect(rows[0]?.products).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
});

test('gives up, saying the file is locked, once the lock outlasts OPEN_LOCK_WAIT_MS', async () => {
  const opening = openDatabase(path.join(dir, 'store.db'));
  const failed = expect(opening).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
  await jest.advanceTimersByTimeAsync(OPEN_LOCK_WAIT_MS + 1000);
  await failed;
});
