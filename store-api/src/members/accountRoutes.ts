import type { FastifyInstance } from 'fastify';
import { consumeAuthCode, issueAuthCode } from '../auth/authCodes';
import { toE164 } from '../auth/phoneNumbers';
import { emailAccountKey, memberAccountKey, phoneAccountKey } from '../auth/accountKeys';
import { checkPassword, hashPasswordFor } from '../auth/password';
import { createSession, deleteOtherSessions } from '../auth/sessions';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest, fieldError } from '../http/httpError';
import { localeOf } from '../http/locale';
import { bearerToken, memberIdOf, requireMember } from '../http/requireMember';
import type { LoginResult } from './authRoutes';
import { findMemberIdByEmail, findMemberIdByPhone, findPasswordHash, insertMember } from './memberQueries';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
/** Passwords: 8 to 128 characters (8 is the usual floor). */
const password = { type: 'string', minLength: 8, maxLength: 128 } as const;
const authCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;
const prefix = { type: 'string', pattern: '^\\+[0-9]{1,4}$' } as const;
/**
 * Digits, at least 3; the country code again, an international or trunk prefix and
 * spaces or dashes between groups are accepted and read away (auth/phoneNumbers.ts).
 */
const phone = { type: 'string', pattern: '^\\+?[0-9 ().-]{3,24}$' } as const;

const body = (required: string[], properties: Record<string, unknown>) =>
  ({ body: { type: 'object', required, properties } }) as const;

interface PhoneBody {
  prefix: string;
  phone: string;
}

/** The number in E.164, the one form it is stored, looked up and limited in. */
function fullPhone({ prefix: code, phone: number }: PhoneBody): string {
  const e164 = toE164(code, number);
  if (e164 === null)
    throw fieldError('phone', 'invalid', `phone is not a valid phone number for the prefix ${code}`);
  return e164;
}

const login = async (db: Database, memberId: number): Promise<LoginResult> => ({
  token: await createSession(db, memberId),
  tokenHead: 'Bearer ',
});

const WRONG_PHONE_LOGIN = 'Phone number or password is incorrect.';
const NO_PASSWORD_YET = 'This account has no password yet. Set one instead.';

export function registerAccountRoutes(app: FastifyInstance, db: Database): void {
  // Email codes: register, password reset, bind (the last needs a session).
  app.post<{ Body: { email: string } }>(
    '/sso/email/register/authcode',
    { schema: body(['email'], { email }) },
    async (request) => {
      if ((await findMemberIdByEmail(db, request.body.email)) !== null)
        throw badRequest('This email is already registered. Please log in.');
      await issueAuthCode(db, 'email', request.body.email, 'register', new Date(), localeOf(request));
      return success(null);
    },
  );
  app.post<{ Body: { email: string } }>(
    '/sso/email/resetpassword/authcode',
    { schema: body(['email'], { email }) },
    async (request) => {
      // Same answer whether or not the email is registered, so the call cannot be used to find members.
      if ((await findMemberIdByEmail(db, request.body.email)) !== null)
        await issueAuthCode(db, 'email', request.body.email, 'reset', new Date(), localeOf(request));
      return success(null);
    },
  );
  app.post<{ Body: { email: string } }>(
    '/sso/email/bind/authcode',
    { schema: body(['email'], { email }), preHandler: requireMember(db) },
    async (request) => {
      if ((await findMemberIdByEmail(db, request.body.email)) !== null)
        throw badRequest('This email belongs to another account.');
      await issueAuthCode(db, 'email', request.body.email, 'bind', new Date(), localeOf(request));
      return success(null);
    },
  );

  // SMS codes for phone login, register, reset and bind (purpose defaults to login).
  app.post<{ Body: PhoneBody & { purpose: 'login' | 'register' | 'reset' | 'bind' } }>(
    '/sso/login/v2/phone/authcode',
    {
      schema: body(['prefix', 'phone'], {
        prefix,
        phone,
        purpose: { type: 'string', enum: ['login', 'register', 'reset', 'bind'], default: 'login' },
      }),
    },
    async (request) => {
      await issueAuthCode(
        db,
        'sms',
        fullPhone(request.body),
        request.body.purpose,
        new Date(),
        localeOf(request),
      );
      return success(null);
    },
  );

  app.post<{ Body: { email: string; authCode: string; password: string; nickname?: string } }>(
    '/sso/email/register',
    {
      schema: body(['email', 'authCode', 'password'], {
        email,
        authCode,
        password,
        nickname: { type: 'string', minLength: 1, maxLength: 32 },
      }),
    },
    async (request) => {
      const { email: address, authCode: code, password: secret, nickname } = request.body;
      if ((await findMemberIdByEmail(db, address)) !== null)
        throw badRequest('This email is already registered. Please log in.');
      await consumeAuthCode(db, address, 'register', code);
      const memberId = await insertMember(db, {
        email: address,
        phone: '',
        nickname: nickname ?? address.split('@')[0] ?? 'Shopper',
        passwordHash: await hashPasswordFor(
          { client: request.ip, account: emailAccountKey(address) },
          secret,
        ),
      });
      return success(await login(db, memberId));
    },
  );

  app.post<{ Body: PhoneBody & { authCode: string; password: string } }>(
    '/sso/register/phone',
    { schema: body(['prefix', 'phone', 'authCode', 'password'], { prefix, phone, authCode, password }) },
    async (request) => {
      const target = fullPhone(request.body);
      if ((await findMemberIdByPhone(db, target)) !== null)
        throw badRequest('This phone number is already registered. Please log in.');
      await consumeAuthCode(db, target, 'register', request.body.authCode);
      const memberId = await insertMember(db, {
        email: null,
        phone: target,
        nickname: `Shopper${target.slice(-4)}`,
        passwordHash: await hashPasswordFor(
          { client: request.ip, account: phoneAccountKey(target) },
          request.body.password,
        ),
      });
      return success(await login(db, memberId));
    },
  );

  // Phone login with a password or an SMS code (one of the two).
  app.post<{ Body: PhoneBody & { password?: string; authCode?: string } }>(
    '/sso/login/phone/ex',
    {
      schema: body(['prefix', 'phone'], {
        prefix,
        phone,
        password: { type: 'string', minLength: 1, maxLength: 128 },
        authCode,
      }),
    },
    async (request) => {
      const target = fullPhone(request.body);
      const { password: secret, authCode: code } = request.body;
      if (secret === undefined && code === undefined)
        throw badRequest('Give a password or a verification code.');
      const memberId = await findMemberIdByPhone(db, target);
      if (code !== undefined) {
        if (memberId === null) throw badRequest('This phone number is not registered yet.');
        await consumeAuthCode(db, target, 'login', code);
        return success(await login(db, memberId));
      }
      const hash = memberId === null ? null : await findPasswordHash(db, memberId);
      const matches = await checkPassword(
        { client: request.ip, account: phoneAccountKey(target) },
        secret ?? '',
        hash,
      );
      if (!matches || memberId === null) throw badRequest(WRONG_PHONE_LOGIN);
      return success(await login(db, memberId));
    },
  );

  // Password reset by phone code.
  app.post<{ Body: PhoneBody & { authCode: string; password: string } }>(
    '/sso/password/reset',
    { schema: body(['prefix', 'phone', 'authCode', 'password'], { prefix, phone, authCode, password }) },
    async (request) => {
      const target = fullPhone(request.body);
      await consumeAuthCode(db, target, 'reset', request.body.authCode);
      const memberId = await findMemberIdByPhone(db, target);
      if (memberId === null) throw badRequest('The verification code is wrong or has expired.');
      await setPassword(db, request.ip, memberId, request.body.password);
      return success(null);
    },
  );

  app.post<{ Body: { email: string; authCode: string; password: string } }>(
    '/sso/email/resetpassword',
    { schema: body(['email', 'authCode', 'password'], { email, authCode, password }) },
    async (request) => {
      await consumeAuthCode(db, request.body.email, 'reset', request.body.authCode);
      const memberId = await findMemberIdByEmail(db, request.body.email);
      if (memberId === null) throw badRequest('The verification code is wrong or has expired.');
      await setPassword(db, request.ip, memberId, request.body.password);
      return success(null);
    },
  );

  app.post<{ Body: { oldPassword: string; newPassword: string } }>(
    '/sso/password/update',
    {
      schema: body(['oldPassword', 'newPassword'], {
        oldPassword: { type: 'string', minLength: 1, maxLength: 128 },
        newPassword: password,
      }),
      preHandler: requireMember(db),
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const hash = await findPasswordHash(db, memberId);
      if (hash === null) throw badRequest(NO_PASSWORD_YET);
      if (
        !(await checkPassword(
          { client: request.ip, account: memberAccountKey(memberId) },
          request.body.oldPassword,
          hash,
        ))
      )
        throw badRequest('The current password is incorrect.');
      await setPassword(db, request.ip, memberId, request.body.newPassword, bearerToken(request));
      return success(null);
    },
  );

  app.post<{ Body: PhoneBody & { authCode: string } }>(
    '/sso/bind/phone',
    {
      schema: body(['prefix', 'phone', 'authCode'], { prefix, phone, authCode }),
      preHandler: requireMember(db),
    },
    async (request) => {
      const target = fullPhone(request.body);
      const owner = await findMemberIdByPhone(db, target);
      if (owner !== null && owner !== memberIdOf(request))
        throw badRequest('This phone number belongs to another account.');
      await consumeAuthCode(db, target, 'bind', request.body.authCode);
      await db.run('UPDATE members SET phone = ? WHERE id = ?', target, memberIdOf(request));
      return success(null);
    },
  );

  app.post<{ Body: { email: string; authCode: string } }>(
    '/sso/email/bind/v2',
    { schema: body(['email', 'authCode'], { email, authCode }), preHandler: requireMember(db) },
    async (request) => {
      const owner = await findMemberIdByEmail(db, request.body.email);
      if (owner !== null && owner !== memberIdOf(request))
        throw badRequest('This email belongs to another account.');
      await consumeAuthCode(db, request.body.email, 'bind', request.body.authCode);
      await db.run(
        'UPDATE members SET email = ?, has_email = 1 WHERE id = ?',
        request.body.email,
        memberIdOf(request),
      );
      return success(null);
    },
  );
}

/** Changing a password ends every other session, so a stolen token stops working. */
export async function setPassword(
  db: Database,
  client: string,
  memberId: number,
  password: string,
  keepToken: string | null = null,
): Promise<void> {
  const hash = await hashPasswordFor({ client, account: memberAccountKey(memberId) }, password);
  await db.transaction(async () => {
    await db.run('UPDATE members SET password_hash = ? WHERE id = ?', hash, memberId);
    await deleteOtherSessions(db, memberId, keepToken);
  });
}
