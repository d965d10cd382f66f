// The page server answers in store-api's place when store-api is down (shell/server/proxyFailure.ts), with
// its own copy of the API's failure envelope and language rule: the page's api client reads that answer
// like any of store-api's. The two copies stay equal.
import { answerLanguage, apiFailure } from '../../shell/server/apiAnswers';
import { failure } from '../../store-api/src/http/envelope';
import { localeOf } from '../../store-api/src/http/locale';
import type { FastifyRequest } from 'fastify';

const ACCEPT_LANGUAGES = [
  undefined,
  '',
  'en',
  'en-US,en;q=0.9',
  'zh-TW',
  'zh',
  'ZH-hk',
  ' zh-CN',
  'ja, zh;q=0.8',
  'fr',
];

test.each(ACCEPT_LANGUAGES)('Accept-Language %p gets the same language from both servers', (header) => {
  const request = { headers: { 'accept-language': header } } as unknown as FastifyRequest;
  expect(answerLanguage(header)).toBe(localeOf(request));
});

test("the page server's failure has store-api's envelope", () => {
  expect(apiFailure(502, 'The store is not reachable right now.')).toEqual(
    failure(502, 'The store is not reachable right now.'),
  );
});
