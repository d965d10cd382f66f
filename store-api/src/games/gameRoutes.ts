import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope';
import { fieldError, notFound } from '../http/httpError';
import { GAMES, lookUpAccount } from './gameAccounts';
import { envelopeWith, gameAccountSchema } from '../http/responseSchemas';

const lookupSchema = (withServer: boolean) =>
  ({
    querystring: {
      type: 'object',
      required: withServer ? ['account', 'serverid'] : ['account'],
      properties: {
        account: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
        ...(withServer ? { serverid: { type: 'string', minLength: 1, maxLength: 64 } } : {}),
      },
    },
  }) as const;

/** GET /supplier/api/{game}/userinfo?account=&serverid=: the nickname behind a game id, or 404. */
export function registerGameRoutes(app: FastifyInstance): void {
  for (const game of GAMES) {
    app.get<{ Querystring: { account: string; serverid?: string } }>(
      `/supplier/api/${game.key}/userinfo`,
      { schema: { ...lookupSchema(game.servers.length > 0), response: envelopeWith(gameAccountSchema) } },
      async (request) => {
        const result = lookUpAccount(game, request.query.account, request.query.serverid);
        if (result.found) return success(result.account);
        if (result.message.startsWith('serverid')) throw fieldError('serverid', 'invalid', result.message);
        throw notFound(result.message);
      },
    );
  }
}
