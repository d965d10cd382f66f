import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPasswordSync } from '../auth/password';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { badRequest } from '../http/httpError';
import { findMemberIdByEmail, insertMember } from '../members/memberQueries';
import { escapeHtml, locationOf, safeReturnUrl, sandboxPage } from './html';
import { prepared } from '../db/preparedStatements';

/** Codes from the sandbox provider work once, for 5 minutes. */
export const OAUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;
/** The shop page the provider returns to (spec: /oauth2/success). */
const RETURN_PATH = /^(\/zh-TW)?\/oauth2\/success$/;

/** The accounts the sandbox provider offers; the first exists in the store already, the second is new. */
export const OAUTH_SANDBOX_ACCOUNTS = [
  { email: 'demo@topup.test', nickname: 'Demo Shopper' },
  { email: 'google.player@topup.test', nickname: 'Google Player' },
] as const;

const hash = (code: string): string => createHash('sha256').update(code).digest('hex');

const returnQuery = {
  type: 'object',
  required: ['redirect_uri'],
  properties: {
    redirect_uri: { type: 'string', minLength: 1, maxLength: 500 },
    state: { type: 'string', maxLength: 200 },
  },
} as const;

export function registerOauthSandbox(app: FastifyInstance, db: Database): void {
  // The provider's consent page: pick an account, get sent back to /oauth2/success?code=...&state=...
  app.get<{ Querystring: { redirect_uri: string; state?: string } }>(
    '/sandbox/oauth/authorize',
    { schema: { querystring: returnQuery } },
    async (request, reply) => {
      if (!safeReturnUrl(request.query.redirect_uri, RETURN_PATH))
        throw badRequest('redirect_uri must point to /oauth2/success.');
      const links = OAUTH_SANDBOX_ACCOUNTS.map((account) => {
        const params = new URLSearchParams({
          email: account.email,
          redirect_uri: request.query.redirect_uri,
          state: request.query.state ?? '',
        });
        return `<a class="button" href="/sandbox/oauth/approve?${escapeHtml(params.toString())}">Continue as ${escapeHtml(account.nickname)} (${escapeHtml(account.email)})</a>`;
      });
      const deny = new URL(request.query.redirect_uri, 'http://shop.invalid');
      deny.searchParams.set('error', 'access_denied');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage(
            'Sign in with Sandbox ID',
            `${links.join('')}<a class="button" href="${escapeHtml(locationOf(deny))}">Cancel</a>`,
          ),
        );
    },
  );

  app.get<{ Querystring: { email: string; redirect_uri: string; state?: string } }>(
    '/sandbox/oauth/approve',
    {
      schema: {
        querystring: {
          ...returnQuery,
          required: ['email', 'redirect_uri'],
          properties: { ...returnQuery.properties, email: { type: 'string', format: 'email' } },
        },
      },
    },
    async (request, reply) => {
      const target = safeReturnUrl(request.query.redirect_uri, RETURN_PATH);
      if (!target) throw badRequest('redirect_uri must point to /oauth2/success.');
      const account = OAUTH_SANDBOX_ACCOUNTS.find((candidate) => candidate.email === request.query.email);
      if (!account) throw badRequest('Unknown sandbox account.');
      const code = randomBytes(16).toString('hex');
      prepared(
        db,
        'INSERT INTO oauth_codes (code_hash, email, nickname, expires_at) VALUES (?, ?, ?, ?)',
      ).run(
        hash(code),
        account.email,
        account.nickname,
        new Date(Date.now() + OAUTH_CODE_LIFETIME_MS).toISOString(),
      );
      target.searchParams.set('code', code);
      if (request.query.state) target.searchParams.set('state', request.query.state);
      return reply.redirect(locationOf(target), 302);
    },
  );

  // Spec 7: the shop posts the code as text/plain; answers a session like the other logins.
  app.post<{ Body: string }>(
    '/sso/oauth2/code',
    { schema: { body: { type: 'string', minLength: 1, maxLength: 200 } } },
    async (request) => {
      const code = request.body.trim();
      const row = prepared(
        db,
        'SELECT email, nickname FROM oauth_codes WHERE code_hash = ? AND used = 0 AND expires_at > ?',
      ).get(hash(code), new Date().toISOString()) as { email: string; nickname: string } | undefined;
      if (!row) throw badRequest('The sign-in code is invalid or has expired. Please sign in again.');
      prepared(db, 'UPDATE oauth_codes SET used = 1 WHERE code_hash = ?').run(hash(code));
      const memberId =
        findMemberIdByEmail(db, row.email) ??
        // Members created by OAuth get a random password they never see; they can set one by email reset.
        insertMember(db, {
          email: row.email,
          phone: '',
          nickname: row.nickname,
          passwordHash: hashPasswordSync(randomBytes(16).toString('hex')),
        });
      return success({ token: createSession(db, memberId), tokenHead: 'Bearer ' as const });
    },
  );
}
