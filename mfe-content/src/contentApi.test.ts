// The content remote's calls of the store API go to their paths with their methods.
import { installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';
import type { Api } from '@topup/shared-lib';
import { articleApi } from './articles/articleApi';
import { enquiryApi } from './forms/enquiryApi';
import { reviewApi } from './reviews/reviewApi';

let api: Api;
let fake: ReturnType<typeof installFakeTransport>;

const calls: [string, () => Promise<unknown>, string, string][] = [
  ['feedback', () => enquiryApi(api).feedback({ type: 'bug', content: 'c' }), 'POST', '/hums/feedback'],
  ['articles', () => articleApi(api).articles(), 'GET', '/public/blog/article'],
  ['article', () => articleApi(api).article('a'), 'GET', '/public/blog/article/a'],
  [
    'partner',
    () => enquiryApi(api).partner({ name: 'n', email: 'e', message: 'm' }),
    'POST',
    '/public/partner',
  ],
  ['likeReview', () => reviewApi(api).likeReview(3), 'GET', '/hpms/product/comment/like/3'],
  ['reviewSummary', () => reviewApi(api).reviewSummary('P1'), 'GET', '/hpms/product/sn/P1/comment/summary'],
  [
    'commentUploadTickets',
    () => reviewApi(api).commentUploadTickets(9, []),
    'POST',
    '/homs/order/9/comment/sts',
  ],
  [
    'submitComment',
    () => reviewApi(api).submitComment(9, { rating: 5, content: 'c', images: [] }),
    'POST',
    '/homs/order/9/comment',
  ],
];

describe('content calls', () => {
  beforeEach(() => {
    ({ api } = testApi());
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeTransport(() => ({ body: ok({ list: [], total: 0 }) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });
  it('asks review upload slots with an array of file names as body', async () => {
    fake = installFakeTransport(() => ({ body: ok([]) }));
    await reviewApi(api).commentUploadTickets(9, ['a.jpg', 'b.jpg']);
    expect(fake.last().data).toEqual(['a.jpg', 'b.jpg']);
  });
});
