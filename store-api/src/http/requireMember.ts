import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { findSessionMemberId } from '../auth/sessions';
import type { Database } from '../db/database';
import { unauthorized } from './httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember on routes that need a logged-in member; null elsewhere. */
    memberId: number | null;
  }
}

/** Declares request.memberId once, as Fastify wants decorations known before requests arrive. */
export function decorateMemberId(app: FastifyInstance): void {
  app.decorateRequest('memberId', null);
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * preHandler for member-only routes: answers the 401 envelope (which the client treats as an expired
 * session) unless the bearer token names a live session.
 */
export function requireMember(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const memberId = token === null ? null : await findSessionMemberId(db, token);
    if (memberId === null) throw unauthorized();
    request.memberId = memberId;
  };
}

/** The logged-in member of a route guarded by requireMember; throws 401 if the guard was forgotten. */
export function memberIdOf(request: FastifyRequest): number {
  if (request.memberId === null) throw unauthorized();
  return request.memberId;
}

/** preHandler for routes that answer everyone but say more to a logged-in member (e.g. "captured"). */
export function identifyMember(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    request.memberId = token === null ? null : await findSessionMemberId(db, token);
  };
}
