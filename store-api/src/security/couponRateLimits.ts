// Limits on redeeming coupon codes. Codes are words people can guess (SAVE2, WELCOME5), so trying them is
// limited per member and per client address, counted before the code is looked at. Any answer that tells
// something about the code counts as a guess (unknown 404, ended 400, already held 409); a claimed coupon
// does not.
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { memberAccountKey } from '../auth/accountKeys';
import { memberIdOf } from '../http/requireMember';
import { AttemptLimit, type AttemptOutcome, type CountedAttempt, type EventsOf } from './attemptLimit';
import type { WindowLimit } from './rateLimiter';

const HOUR_MS = 60 * 60 * 1000;

/** A member with a real code types it once or twice; ten misses in an hour is guessing. */
export const COUPON_CODE_FAILURES_PER_MEMBER = 10;
/** One network may hold several members (a household, an office) before it is a guessing farm. */
export const COUPON_CODE_FAILURES_PER_CLIENT = 30;
export const COUPON_CODE_FAILURE_WINDOW_MS = HOUR_MS;

export interface CouponRateLimits {
  codeFailuresPerMember: WindowLimit;
  codeFailuresPerClient: WindowLimit;
}

export const DEFAULT_COUPON_RATE_LIMITS: CouponRateLimits = {
  codeFailuresPerMember: { max: COUPON_CODE_FAILURES_PER_MEMBER, windowMs: COUPON_CODE_FAILURE_WINDOW_MS },
  codeFailuresPerClient: { max: COUPON_CODE_FAILURES_PER_CLIENT, windowMs: COUPON_CODE_FAILURE_WINDOW_MS },
};

export const TOO_MANY_COUPON_CODES = 'Too many coupon codes were tried. Please wait a while and try again.';

export interface CouponRedemptionGuard {
  /** Runs after requireMember: counts the attempt of the member and the client, or refuses with 429. */
  preHandler: preHandlerAsyncHookHandler;
  /** Settles the count once the answer is known, before it leaves: the next call finds it settled. */
  onSend: onSendAsyncHookHandler;
}

function outcomeOf(status: number): AttemptOutcome {
  if (status === 200) return 'succeeded';
  // 401 and 429 were decided before the code was looked at; 5xx never judged it.
  return status >= 400 && status < 500 && status !== 401 && status !== 429 ? 'failed' : 'unjudged';
}

/** The hooks of the redemption route; counts are kept where `events` says (the app's database). */
export function couponRedemptionGuard(
  limits: CouponRateLimits = DEFAULT_COUPON_RATE_LIMITS,
  events?: EventsOf,
): CouponRedemptionGuard {
  const guesses = new AttemptLimit({
    perSubject: limits.codeFailuresPerMember,
    perClient: limits.codeFailuresPerClient,
    message: TOO_MANY_COUPON_CODES,
    successClearsSubject: false,
    name: 'coupon-codes',
    events,
  });
  const counted = new WeakMap<FastifyRequest, CountedAttempt>();
  return {
    preHandler: async (request: FastifyRequest) => {
      counted.set(request, await guesses.take(request.ip, memberAccountKey(memberIdOf(request))));
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const attempt = counted.get(request);
      if (!attempt) return payload;
      counted.delete(request);
      await guesses.settle(attempt, outcomeOf(reply.statusCode));
      return payload;
    },
  };
}
