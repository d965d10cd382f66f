// Spec 7: POST /sso/oauth2/code, the code from /oauth2/success as text/plain, answers a session like the
// other logins. Whose account it is comes from the sign-in provider, never from the request.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { emailAccountKey } from '../auth/accountKeys';
import { hashPasswordFor } from '../auth/password';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { writeTransaction } from '../db/writeTransaction';
import { success } from '../http/envelope';
import { badRequest, HttpError } from '../http/httpError';
import type { OauthProvider } from '../oauth/oauthProvider';
import { findMemberIdByEmail, insertMember } from './memberQueries';

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
        findMemberIdByEmail(db, account.email) ?? (await createOauthMember(db, request.ip, account));
      return success({ token: createSession(db, memberId), tokenHead: 'Bearer ' as const });
    },
  );
}

/**
 * Members created by OAuth get a random password they never see; they can set one by email reset. Hashed
 * in the client's turn of the hashing queue (never on the event loop), then looked up again in the
 * insert's transaction, so two first sign-ins at once make one member.
 */
async function createOauthMember(
  db: Database,
  client: string,
  account: { email: string; nickname: string },
): Promise<number> {
  const passwordHash = await hashPasswordFor(
    { client, account: emailAccountKey(account.email) },
    randomBytes(16).toString('hex'),
  );
  return writeTransaction(
    db,
    () =>
      findMemberIdByEmail(db, account.email) ??
      insertMember(db, { email: account.email, phone: '', nickname: account.nickname, passwordHash }),
  );
}
