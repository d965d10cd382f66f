import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { PasswordQueue, type HashTurn } from './passwordQueue';

// Stored as "scrypt$<salt hex>$<key hex>" so the scheme can change later without ambiguity.
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Synchronous on purpose: only used while seeding, inside a database transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return [PREFIX, salt.toString('hex'), scryptSync(password, salt, KEY_LENGTH).toString('hex')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return [PREFIX, salt.toString('hex'), (await deriveKey(password, salt)).toString('hex')].join('$');
}

/** Constant-time comparison; a malformed stored hash simply never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, saltHex, keyHex] = stored.split('$');
  if (prefix !== PREFIX || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await deriveKey(password, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked when the email is unknown so that a wrong email takes as long as a
 * wrong password and response time does not reveal which emails are registered.
 */
let decoyHash: string | undefined;
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= await hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, decoyHash);
}

/** The one queue every request's hashing goes through (see passwordQueue.ts): hashing is per process. */
const passwordQueue = new PasswordQueue();

/** Hashes running and waiting in the process's queue now (for the metrics). */
export const passwordQueueSize = (): { running: number; waiting: number } => passwordQueue.size;

/**
 * Checks a sign-in's password in the client's turn of the hashing queue. With no stored hash (no such
 * account) it spends the same time and fails. Throws a 429 when the account already has its share queued.
 */
export function checkPassword(turn: HashTurn, password: string, stored: string | null): Promise<boolean> {
  return passwordQueue.run(turn, async () => {
    if (stored === null) {
      await spendPasswordCheckTime(password);
      return false;
    }
    return verifyPassword(password, stored);
  });
}

/** Hashes a new password for the account in the client's turn of the hashing queue. */
export function hashPasswordFor(turn: HashTurn, password: string): Promise<string> {
  return passwordQueue.run(turn, () => hashPassword(password));
}
