// POST /sso/oauth2/code, the code from /oauth2/success as text/plain, answers a session like the
// other logins. Whose account it is comes from the sign-in provider, never from the request.
import type { FastifyInstance } from 'fastify';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest, HttpError } from '../http/httpError';
import type { OauthProvider } from '../oauth/oauthProvider';
import { NO_PASSWORD, findMemberIdByEmail, insertMember } from './memberQueries';

/** `provider` null: no third-party login in this profile (503). */
export function registerOauthLogin(app: FastifyInstance, db: Database, provider: OauthProvider | null): void {
  app.post<{ Body: string }>(
    '/sso/oauth2/code',
    { schema: { body: { type: 'string', minLength: 1, maxLength: 200 } } },
    async (request) => {
      if (!provider) throw new HttpError(503, 'Third-party sign-in is not available right now.');
      const account = await provider.redeem(request.body.trim());
      if (!account) throw badRequest('The sign-in code is invalid or has expired. Please sign in again.');
      const memberId =
        (await findMemberIdByEmail(db, account.email)) ?? (await createOauthMember(db, account));
      return success({ token: await createSession(db, memberId), tokenHead: 'Bearer ' as const });
    },
  );
}

/**
 * Members created by OAuth have no password until they set one (account centre). Looked up again in the
 * insert's transaction, so two first sign-ins at once make one member.
 */
async function createOauthMember(
  db: Database,
  account: { email: string; nickname: string },
): Promise<number> {
  return await db.transaction(
    async () =>
      (await findMemberIdByEmail(db, account.email)) ??
      (await insertMember(db, {
        email: account.email,
        phone: '',
        nickname: account.nickname,
        passwordHash: NO_PASSWORD,
      })),
  );
}
