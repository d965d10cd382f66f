import type { FastifyInstance } from 'fastify';
import { emailAccountKey } from '../auth/accountKeys';
import { checkPassword } from '../auth/password';
import { createSession, deleteSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest, unauthorized } from '../http/httpError';
import { bearerToken, memberIdOf, requireMember } from '../http/requireMember';
import { findCredentialsByEmail, findUserInfo } from './memberQueries';
import { envelopeWith, loginResultSchema, userInfoSchema } from '../http/responseSchemas';

interface LoginBody {
  email: string;
  password: string;
}

/** The client stores `tokenHead + token` and sends it back as the Authorization header. */
export interface LoginResult {
  token: string;
  tokenHead: 'Bearer ';
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
  response: envelopeWith(loginResultSchema),
} as const;

// 400, not 401: the client treats any 401 as "your session expired" and logs the shopper out.
const WRONG_CREDENTIALS = 'Email or password is incorrect.';

export function registerAuthRoutes(app: FastifyInstance, db: Database): void {
  app.post<{ Body: LoginBody }>('/sso/email/login', { schema: loginSchema }, async (request) => {
    const { email, password } = request.body;
    const member = await findCredentialsByEmail(db, email);
    const matches = await checkPassword(
      { client: request.ip, account: emailAccountKey(email) },
      password,
      member?.passwordHash ?? null,
    );
    if (!member || !matches) throw badRequest(WRONG_CREDENTIALS);
    const result: LoginResult = { token: await createSession(db, member.id), tokenHead: 'Bearer ' };
    return success(result);
  });

  app.get(
    '/sso/info/ex/refresh',
    { schema: { response: envelopeWith(userInfoSchema) }, preHandler: requireMember(db) },
    async (request) => {
      const info = await findUserInfo(db, memberIdOf(request));
      // The member may have been deleted while a session survived: that session is as good as expired.
      if (!info) throw unauthorized();
      return success(info);
    },
  );

  // Logging out works with or without a valid session, so a client can always clear its state.
  app.delete('/hums/app/logout', async (request) => {
    const token = bearerToken(request);
    if (token !== null) await deleteSession(db, token);
    return success(null);
  });
}
