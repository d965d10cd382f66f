// Rate limits on the sign-in and verification-code calls. Sending codes has its own
// limits (1 per minute, 5 per hour per address: auth/authCodes.ts); these guard the rest: guessing
// passwords, guessing the 6-digit codes, and spraying code requests across many addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountKeyOf } from '../auth/accountKeys';
import { tooManyRequests } from '../http/httpError';
import { AttemptLimit, type AttemptOutcome, type CountedAttempt, type EventsOf } from './attemptLimit';
import { SlidingWindowCounter, type WindowLimit } from './rateLimiter';

const MINUTE_MS = 60 * 1000;

export interface AuthRateLimits {
  /** Failed sign-ins per account (email or phone), from anywhere. */
  loginFailuresPerAccount: WindowLimit;
  /** Failed sign-ins per client address, whatever the account. */
  loginFailuresPerClient: WindowLimit;
  /** Wrong verification codes per address (email or phone) the code was sent to. */
  codeFailuresPerAddress: WindowLimit;
  /** Wrong verification codes per client address. */
  codeFailuresPerClient: WindowLimit;
  /** Code requests per client address, whatever the destination. */
  codeRequestsPerClient: WindowLimit;
}

/** 10 wrong passwords in 15 minutes locks the account's password sign-in for the rest of the window. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** One network may get more wrong (shared NAT, a proxy in front of the API). */
export const LOGIN_FAILURES_PER_CLIENT = 50;
/** 5 wrong codes out of a million possible within a code's 10-minute life. */
export const CODE_FAILURES_PER_ADDRESS = 5;
export const CODE_FAILURE_WINDOW_MS = 10 * MINUTE_MS;
export const CODE_FAILURES_PER_CLIENT = 50;
/** Code requests per network in 10 minutes (each one may be a paid SMS). */
export const CODE_REQUESTS_PER_CLIENT = 60;
export const CODE_REQUEST_WINDOW_MS = 10 * MINUTE_MS;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginFailuresPerAccount: { max: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_MS },
  loginFailuresPerClient: { max: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_FAILURE_WINDOW_MS },
  codeFailuresPerAddress: { max: CODE_FAILURES_PER_ADDRESS, windowMs: CODE_FAILURE_WINDOW_MS },
  codeFailuresPerClient: { max: CODE_FAILURES_PER_CLIENT, windowMs: CODE_FAILURE_WINDOW_MS },
  codeRequestsPerClient: { max: CODE_REQUESTS_PER_CLIENT, windowMs: CODE_REQUEST_WINDOW_MS },
};

export const TOO_MANY_LOGIN_FAILURES =
  'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.';
export const TOO_MANY_CODE_FAILURES =
  'Too many wrong verification codes. Please wait a few minutes and ask for a new code.';
export const TOO_MANY_CODE_REQUESTS = 'Too many verification codes were requested. Please try again later.';

/** Password sign-ins; a 400 from them is a wrong password or unknown account. */
const LOGIN_ROUTES = new Set(['/sso/email/login', '/sso/login/phone/ex']);
/** Calls that check a verification code; a 400 from them may be a wrong code. */
const CODE_CHECK_ROUTES = new Set([
  '/sso/email/register',
  '/sso/register/phone',
  '/sso/password/reset',
  '/sso/email/resetpassword',
  '/sso/bind/phone',
  '/sso/email/bind/v2',
  '/sso/email/signin',
]);
const CODE_REQUEST_ROUTES = new Set([
  '/sso/email/register/authcode',
  '/sso/email/resetpassword/authcode',
  '/sso/email/bind/authcode',
  '/sso/login/v2/phone/authcode',
  '/sso/email/signin/authcode',
]);

type Kind = 'login' | 'code';

/** Which counter family a call belongs to: phone login with a code counts as a code check. */
function kindOf(route: string, body: Record<string, unknown>): Kind | null {
  if (LOGIN_ROUTES.has(route)) return typeof body.authCode === 'string' ? 'code' : 'login';
  if (CODE_CHECK_ROUTES.has(route)) return 'code';
  return null;
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};

const countedAttempts = new WeakMap<FastifyRequest, { limit: AttemptLimit; attempt: CountedAttempt }>();

/** Guards the sign-in and code calls; counts are kept where `events` says (the app's database). */
export function installAuthRateLimits(
  app: FastifyInstance,
  limits: AuthRateLimits = DEFAULT_AUTH_RATE_LIMITS,
  events?: EventsOf,
): void {
  const guesses: Record<Kind, AttemptLimit> = {
    login: new AttemptLimit({
      perSubject: limits.loginFailuresPerAccount,
      perClient: limits.loginFailuresPerClient,
      message: TOO_MANY_LOGIN_FAILURES,
      successClearsSubject: true,
      name: 'login',
      events,
    }),
    code: new AttemptLimit({
      perSubject: limits.codeFailuresPerAddress,
      perClient: limits.codeFailuresPerClient,
      message: TOO_MANY_CODE_FAILURES,
      successClearsSubject: true,
      name: 'code',
      events,
    }),
  };
  const { codeRequestsPerClient } = limits;
  const codeRequests = new SlidingWindowCounter(
    codeRequestsPerClient,
    events?.('code-requests:client', codeRequestsPerClient.windowMs),
  );

  // preHandler: the body is parsed and valid, and the route's own handler has not run yet. The attempt
  // is counted here, before any password or code is checked, so a burst of requests in flight together is
  // limited exactly like the same requests one after another.
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (CODE_REQUEST_ROUTES.has(route)) {
      const wait = await codeRequests.take(request.ip);
      if (wait > 0) throw tooManyRequests(TOO_MANY_CODE_REQUESTS, wait);
      return;
    }
    const body = bodyOf(request);
    const kind = kindOf(route, body);
    if (kind === null) return;
    const limit = guesses[kind];
    countedAttempts.set(request, { limit, attempt: await limit.take(request.ip, accountKeyOf(body)) });
  });

  // A 400 from these calls is a wrong password or code; an answer that never completes stays counted.
  // Settled before the answer leaves (onSend, not onResponse): a client that acts on the answer at once
  // (the right password, then another call) finds its counts already settled, on any database.
  app.addHook('onSend', async (request, reply, payload) => {
    const counted = countedAttempts.get(request);
    if (!counted) return payload;
    countedAttempts.delete(request);
    await counted.limit.settle(counted.attempt, outcomeOf(reply.statusCode));
    return payload;
  });
}

function outcomeOf(status: number): AttemptOutcome {
  if (status === 400) return 'failed';
  return status === 200 ? 'succeeded' : 'unjudged';
}
