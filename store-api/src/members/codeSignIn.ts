// One-step sign-in: an e-mail address and the code sent to it sign a shopper in, and make their account
// when the address is new, so a first purchase needs no password. The limits are those of every code
// call: sending (auth/authCodes.ts) and guessing (security/authRateLimits.ts). A password can be set
// later from the account centre (POST /sso/password/set).
import type { FastifyInstance } from 'fastify';
import { consumeAuthCode, issueAuthCode } from '../auth/authCodes';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest } from '../http/httpError';
import { localeOf } from '../http/locale';
import { bearerToken, memberIdOf, requireMember } from '../http/requireMember';
import { envelopeWith, loginResultSchema } from '../http/responseSchemas';
import { setPassword } from './accountRoutes';
import type { LoginResult } from './authRoutes';
import { NO_PASSWORD, findMemberIdByEmail, findPasswordHash, insertMember } from './memberQueries';

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const authCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;
/** The same rule as every other new password (accountRoutes.ts). */
const newPassword = { type: 'string', minLength: 8, maxLength: 128 } as const;

const HAS_PASSWORD_ALREADY = 'This account already has a password. Change it with your current password.';

/** A new member's name until they change it: the address's local part, as e-mail registration does. */
const nicknameOf = (address: string): string => address.split('@')[0] || 'Shopper';

/**
 * The member of this address, made (without a password) when there is none. Looked up again inside the
 * insert's transaction, so two first sign-ins at once make one member.
 */
async function memberForEmail(db: Database, address: string): Promise<number> {
  return await db.transaction(
    async () =>
      (await findMemberIdByEmail(db, address)) ??
      (await insertMember(db, {
        email: address,
        phone: '',
        nickname: nicknameOf(address),
        passwordHash: NO_PASSWORD,
      })),
  );
}

export function registerCodeSignIn(app: FastifyInstance, db: Database): void {
  // The same answer for a known and a new address: the call cannot be used to find members.
  app.post<{ Body: { email: string } }>(
    '/sso/email/signin/authcode',
    {
      schema: { body: { type: 'object', required: ['email'], properties: { email } } },
    },
    async (request) => {
      await issueAuthCode(db, 'email', request.body.email, 'signin', new Date(), localeOf(request));
      return success(null);
    },
  );

  app.post<{ Body: { email: string; authCode: string } }>(
    '/sso/email/signin',
    {
      schema: {
        body: { type: 'object', required: ['email', 'authCode'], properties: { email, authCode } },
        response: envelopeWith(loginResultSchema),
      },
    },
    async (request) => {
      const { email: address, authCode: code } = request.body;
      await consumeAuthCode(db, address, 'signin', code);
      const result: LoginResult = {
        token: await createSession(db, await memberForEmail(db, address)),
        tokenHead: 'Bearer ',
      };
      return success(result);
    },
  );

  // Setting a first password asks for no current one: the member has none. Other sessions end, as with
  // any password change.
  app.post<{ Body: { newPassword: string } }>(
    '/sso/password/set',
    {
      schema: { body: { type: 'object', required: ['newPassword'], properties: { newPassword } } },
      preHandler: requireMember(db),
    },
    async (request) => {
      const memberId = memberIdOf(request);
      if ((await findPasswordHash(db, memberId)) !== null) throw badRequest(HAS_PASSWORD_ALREADY);
      await setPassword(db, request.ip, memberId, request.body.newPassword, bearerToken(request));
      return success(null);
    },
  );
}
