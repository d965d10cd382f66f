// What the shell's /api and /media proxy answers when store-api gives no answer (down, restarting, the
// connection dropped or timed out): a 502 in the API's own envelope, which the page's api client reads
// like any failed call, in the shopper's language. The proxy's own error would be a 500 naming the
// internal address it could not reach (`connect ECONNREFUSED 127.0.0.1:3100`).
import type { FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import { answerLanguage, apiFailure } from './apiAnswers';

export const UPSTREAM_FAILURE_STATUS = 502;

/** Answers the proxied request that store-api did not answer (once: a failure may be told twice). */
export function answerUpstreamFailure(reply: FastifyReply<RouteGenericInterface, RawServerBase>): void {
  if (reply.sent) return;
  const message =
    answerLanguage(reply.request.headers['accept-language']) === 'zh-TW'
      ? '目前無法連線至商店，請稍後再試。'
      : 'The store is not reachable right now. Please try again in a moment.';
  void reply
    .code(UPSTREAM_FAILURE_STATUS)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(apiFailure(UPSTREAM_FAILURE_STATUS, message));
}
