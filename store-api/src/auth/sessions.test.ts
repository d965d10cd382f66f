import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { makeTempDir, removeTempDir } from '../testing/testStore';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteSession, findSessionMemberId, SESSION_LIFETIME_MS } from './sessions';

let dir: string;
let db: Database;
beforeAll(async () => {
  dir = makeTempDir();
  db = await openDatabase(path.join(dir, 'store.db'));
});
afterAll(async () => {
  await db.close();
  removeTempDir(dir);
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const token = await createSession(db, 1);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = (await db.all('SELECT token_hash AS tokenHash FROM sessions')) as Array<{
      tokenHash: string;
    }>;
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(await findSessionMemberId(db, token)).toBe(1);
  });

  it('expires after the session lifetime', async () => {
    const issued = new Date('2026-01-01T00:00:00.000Z');
    const token = await createSession(db, 2, issued);
    expect(await findSessionMemberId(db, token, new Date(issued.getTime() + SESSION_LIFETIME_MS - 1))).toBe(
      2,
    );
    expect(await findSessionMemberId(db, token, new Date(issued.getTime() + SESSION_LIFETIME_MS))).toBeNull();
  });

  it('forgets a deleted session', async () => {
    const token = await createSession(db, 1);
    await deleteSession(db, token);
    expect(await findSessionMemberId(db, token)).toBeNull();
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a new salt each time', async () => {
    const first = await hashPassword('Secret123!');
    const second = await hashPassword('Secret123!');
    expect(first).not.toBe(second);
    await expect(verifyPassword('Secret123!', first)).resolves.toBe(true);
    await expect(verifyPassword('Secret123?', first)).resolves.toBe(false);
    await expect(verifyPassword('Secret123!', 'plain-text')).resolves.toBe(false);
  });
});
