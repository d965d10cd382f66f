import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import { badRequest, tooManyRequests } from '../http/httpError';
import type { Locale } from '../http/locale';
import { sendToOutbox } from '../messages/outbox';

/** A code works for 10 minutes. */
export const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** One new code per address and purpose per minute... */
export const AUTH_CODE_RESEND_INTERVAL_MS = 60 * 1000;
/** ...and at most 5 per hour, so the outbox (a real SMS bill in production) cannot be flooded. */
export const AUTH_CODE_HOURLY_LIMIT = 5;
const HOUR_MS = 60 * 60 * 1000;

/** `signin`: the e-mail code that signs a shopper in, or makes their account when the address is new. */
export type AuthCodePurpose = 'register' | 'login' | 'signin' | 'reset' | 'bind';

/** The message's subject per purpose, in the shopper's language (the language of the request). */
const SUBJECTS: Record<Locale, Record<AuthCodePurpose, string>> = {
  en: {
    register: 'Your registration code',
    login: 'Your sign-in code',
    signin: 'Your sign-in code',
    reset: 'Your password reset code',
    bind: 'Your code to link this address',
  },
  'zh-TW': {
    register: '您的註冊驗證碼',
    login: '您的登入驗證碼',
    signin: '您的登入驗證碼',
    reset: '您的重設密碼驗證碼',
    bind: '您的綁定驗證碼',
  },
};

const minutes = String(AUTH_CODE_LIFETIME_MS / 60_000);
const BODIES: Record<Locale, (code: string) => string> = {
  en: (code) => `Your verification code is ${code}. It expires in ${minutes} minutes.`,
  'zh-TW': (code) => `您的驗證碼是 ${code}，${minutes} 分鐘內有效。`,
};

/** The e-mail or text message carrying a code, in the shopper's language. */
export function authCodeMessage(
  purpose: AuthCodePurpose,
  code: string,
  locale: Locale,
): { subject: string; body: string } {
  return { subject: SUBJECTS[locale][purpose], body: BODIES[locale](code) };
}

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * Sends a 6-digit code to an email address or phone ("+<prefix><number>") through the outbox
 * (messages/outbox.ts), written in the shopper's language.
 */
export async function issueAuthCode(
  db: Database,
  channel: 'email' | 'sms',
  target: string,
  purpose: AuthCodePurpose,
  now = new Date(),
  locale: Locale = 'en',
): Promise<void> {
  // One transaction, so two store-api processes cannot both pass the limits for one address.
  await db.transaction(async () => await issueWithinLimits(db, channel, target, purpose, now, locale));
}

async function issueWithinLimits(
  db: Database,
  channel: 'email' | 'sms',
  target: string,
  purpose: AuthCodePurpose,
  now: Date,
  locale: Locale,
): Promise<void> {
  const recent = (await db.all(
    'SELECT create_time AS createTime FROM auth_codes WHERE target = ? AND purpose = ? AND create_time > ? ORDER BY id DESC',
    target,
    purpose,
    new Date(now.getTime() - HOUR_MS).toISOString(),
  )) as { createTime: string }[];
  const last = recent[0];
  const sinceLast = last ? now.getTime() - Date.parse(last.createTime) : Infinity;
  if (sinceLast < AUTH_CODE_RESEND_INTERVAL_MS) {
    throw tooManyRequests(
      'A code was sent less than a minute ago. Please wait before asking again.',
      AUTH_CODE_RESEND_INTERVAL_MS - sinceLast,
    );
  }
  const oldest = recent[AUTH_CODE_HOURLY_LIMIT - 1];
  if (oldest) {
    throw tooManyRequests(
      'Too many codes were requested for this address. Please try again in an hour.',
      Date.parse(oldest.createTime) + HOUR_MS - now.getTime(),
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.run(
    'INSERT INTO auth_codes (target, purpose, code_hash, expires_at, create_time) VALUES (?, ?, ?, ?, ?)',
    target,
    purpose,
    hashCode(code),
    new Date(now.getTime() + AUTH_CODE_LIFETIME_MS).toISOString(),
    now.toISOString(),
  );
  await sendToOutbox(db, { channel, recipient: target, ...authCodeMessage(purpose, code, locale) }, now);
}

/** Consumes a valid code; a wrong, used or expired code answers one clear 400. */
export async function consumeAuthCode(
  db: Database,
  target: string,
  purpose: AuthCodePurpose,
  code: string,
  now = new Date(),
): Promise<void> {
  // One transaction, so a code is used once even when two processes check it at the same moment.
  await db.transaction(async () => {
    const row = (await db.one(
      `SELECT id FROM auth_codes WHERE target = ? AND purpose = ? AND code_hash = ? AND used = 0 AND expires_at > ?
       ORDER BY id DESC LIMIT 1`,
      target,
      purpose,
      hashCode(code),
      now.toISOString(),
    )) as { id: number } | undefined;
    if (!row) throw badRequest('The verification code is wrong or has expired.');
    await db.run('UPDATE auth_codes SET used = 1 WHERE id = ?', row.id);
  });
}
