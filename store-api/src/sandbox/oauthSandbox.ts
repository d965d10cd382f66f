// The sign-in provider's stand-in: a consent page that lets the tester pick an account, a one-time code
// sent back to the shop's /oauth2/success, and the provider side of the code's redemption.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { badRequest } from '../http/httpError';
import type { OauthProvider } from '../oauth/oauthProvider';
import { escapeHtml, sandboxPage } from './html';

/** Codes from the sandbox provider work once, for 5 minutes. */
export const OAUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;
/** The shop page the provider returns to (/oauth2/success), in either language. */
const RETURN_PATH = /^(\/zh-TW)?\/oauth2\/success$/;
const REFUSED_REDIRECT = 'redirect_uri must be /oauth2/success on one of the store’s own origins.';

/** The accounts the sandbox provider offers; the first exists in the store already, the second is new. */
export const OAUTH_SANDBOX_ACCOUNTS = [
  { email: 'demo@topup.test', nickname: 'Demo Shopper' },
  { email: 'google.player@topup.test', nickname: 'Google Player' },
] as const;

const hash = (code: string): string => createHash('sha256').update(code).digest('hex');

/** The sandbox as the store's sign-in provider: a code is good once, before it expires. */
export function sandboxOauthProvider(db: Database): OauthProvider {
  return {
    async redeem(code) {
      return await db.transaction(async () => {
        const row = await db.kysely
          .selectFrom('oauth_codes')
          .select(['email', 'nickname'])
          .where('code_hash', '=', hash(code))
          .where('used', '=', 0)
          .where('expires_at', '>', new Date().toISOString())
          .executeTakeFirst();
        if (!row) return null;
        await db.kysely
          .updateTable('oauth_codes')
          .set({ used: 1 })
          .where('code_hash', '=', hash(code))
          .execute();
        return row;
      });
    },
  };
}

const returnQuery = {
  type: 'object',
  required: ['redirect_uri'],
  properties: {
    redirect_uri: { type: 'string', minLength: 1, maxLength: 500 },
    state: { type: 'string', maxLength: 200 },
  },
} as const;

export function registerOauthSandbox(
  app: FastifyInstance,
  db: Database,
  shopOrigins: readonly string[],
): void {
  const origins = new Set(shopOrigins);
  /** Only /oauth2/success on a configured origin of the store: never another host, scheme or page. */
  const returnTarget = (value: string): URL => {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || !origins.has(url.origin) || !RETURN_PATH.test(url.pathname))
      throw badRequest(REFUSED_REDIRECT);
    return url;
  };

  // The provider's consent page: pick an account, get sent back to /oauth2/success?code=...&state=...
  app.get<{ Querystring: { redirect_uri: string; state?: string } }>(
    '/sandbox/oauth/authorize',
    { schema: { querystring: returnQuery } },
    async (request, reply) => {
      const deny = returnTarget(request.query.redirect_uri);
      const links = OAUTH_SANDBOX_ACCOUNTS.map((account) => {
        const params = new URLSearchParams({
          email: account.email,
          redirect_uri: request.query.redirect_uri,
          state: request.query.state ?? '',
        });
        return `<a class="button" href="approve?${escapeHtml(params.toString())}">Continue as ${escapeHtml(account.nickname)} (${escapeHtml(account.email)})</a>`;
      });
      deny.searchParams.set('error', 'access_denied');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage(
            'Sign in with Sandbox ID',
            `${links.join('')}<a class="button" href="${escapeHtml(deny.toString())}">Cancel</a>`,
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
      const target = returnTarget(request.query.redirect_uri);
      const account = OAUTH_SANDBOX_ACCOUNTS.find((candidate) => candidate.email === request.query.email);
      if (!account) throw badRequest('Unknown sandbox account.');
      const code = randomBytes(16).toString('hex');
      await db.kysely
        .insertInto('oauth_codes')
        .values({
          code_hash: hash(code),
          email: account.email,
          nickname: account.nickname,
          expires_at: new Date(Date.now() + OAUTH_CODE_LIFETIME_MS).toISOString(),
        })
        .execute();
      target.searchParams.set('code', code);
      if (request.query.state) target.searchParams.set('state', request.query.state);
      return reply.redirect(target.toString(), 302);
    },
  );
}
