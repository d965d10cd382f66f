import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { otherMember } from '../db/seed/members';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { UploadTicket } from '../uploads/uploadTickets';
import type { Review, ReviewPage, ReviewSummary } from './reviewQueries';

let store: TestStore;
let demoToken: string;
let otherToken: string;
beforeAll(async () => {
  store = await openTestStore();
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  otherToken = await loginAs(store.app, otherMember.email, otherMember.password);
});
afterAll(() => store.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  store.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('product reviews', () => {
  it('pages with the defaults: 30 per page, page 1, newest first, all reviews', async () => {
    const page = envelopeOf<ReviewPage>(await call('GET', '/hpms/product/sn/P1001/comment')).data;
    expect(page).toMatchObject({ total: 10, pageNum: 1, pageSize: 30 });
    const times = page.list.map((review) => review.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters to reviews with pictures and orders by likes or rating', async () => {
    const withImages = envelopeOf<ReviewPage>(
      await call('GET', '/hpms/product/sn/mobile-legends/comment?imgOnly=1'),
    ).data;
    expect(withImages.total).toBe(4);
    expect(withImages.list.every((review) => review.images.length > 0)).toBe(true);
    const byLikes = envelopeOf<ReviewPage>(await call('GET', '/hpms/product/sn/P1001/comment?orderBy=1')).data
      .list;
    expect(byLikes.map((review) => review.likeCount)).toEqual(
      [...byLikes.map((review) => review.likeCount)].sort((a, b) => b - a),
    );
    const byRating = envelopeOf<ReviewPage>(
      await call('GET', '/hpms/product/sn/P1001/comment?orderBy=2&pageSize=2&pageNum=2'),
    ).data;
    expect(byRating.list.map((review) => review.rating)).toEqual([5, 5]);
    expect(envelopeOf(await call('GET', '/hpms/product/sn/P1001/comment?orderBy=7')).message).toBe(
      'orderBy must be at most 2',
    );
    expect((await call('GET', '/hpms/product/sn/NOPE/comment')).statusCode).toBe(404);
  });

  it('summarises ratings', async () => {
    const summary = envelopeOf<ReviewSummary>(
      await call('GET', '/hpms/product/sn/P1001/comment/summary'),
    ).data;
    expect(summary).toEqual({ total: 10, average: 4.4, distribution: [0, 0, 1, 4, 5], withImages: 4 });
  });

  it('likes once per member, whatever the number of calls', async () => {
    const review = envelopeOf<ReviewPage>(await call('GET', '/hpms/product/sn/P1002/comment')).data
      .list[0] as Review;
    const first = envelopeOf<{ liked: boolean; likeCount: number }>(
      await call('GET', `/hpms/product/comment/like/${String(review.id)}`, demoToken),
    );
    expect(first.data).toEqual({ liked: true, likeCount: review.likeCount + 1 });
    const again = await Promise.all(
      [1, 2, 3].map(() => call('GET', `/hpms/product/comment/like/${String(review.id)}`, demoToken)),
    );
    for (const response of again)
      expect(envelopeOf(response).data).toEqual({ liked: true, likeCount: review.likeCount + 1 });
    expect(
      envelopeOf(await call('GET', `/hpms/product/comment/like/${String(review.id)}`, otherToken)).data,
    ).toEqual({
      liked: true,
      likeCount: review.likeCount + 2,
    });
    const seen = envelopeOf<ReviewPage>(await call('GET', '/hpms/product/sn/P1002/comment', demoToken)).data
      .list[0];
    expect(seen?.liked).toBe(true);
    expect((await call('GET', '/hpms/product/comment/like/99999', demoToken)).statusCode).toBe(404);
    expect((await call('GET', `/hpms/product/comment/like/${String(review.id)}`)).statusCode).toBe(401);
  });
});

/** A picture uploaded for the order's review through its upload ticket. */
async function reviewPicture(orderSn: string): Promise<string> {
  const [ticket] = envelopeOf<UploadTicket[]>(
    await call('POST', `/homs/order/${orderSn}/comment/sts`, demoToken, ['shot.png']),
  ).data;
  if (!ticket) throw new Error('no upload ticket');
  await store.app.inject({
    method: 'PUT',
    url: ticket.uploadUrl,
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    headers: { 'content-type': 'image/png' },
  });
  return ticket.url;
}

describe('order reviews', () => {
  const good = { rating: 5, content: 'Fast and easy.', images: [] as string[] };

  it('takes only pictures uploaded for the order’s review', async () => {
    for (const image of ['https://evil.example/pixel.gif', '/sandbox/storage/x.jpg']) {
      expect(
        envelopeOf(
          await call('POST', '/homs/order/TU202611150003/comment', demoToken, { ...good, images: [image] }),
        ),
      ).toEqual({
        code: 400,
        message: 'images must be pictures uploaded for this order with its upload tickets.',
        data: null,
      });
    }
  });

  it('reviews a finished order once and shows it on the product', async () => {
    expect(envelopeOf(await call('GET', '/homs/order/TU202611150003/comment', demoToken)).data).toBeNull();
    good.images = [await reviewPicture('TU202611150003')];
    const created = envelopeOf<Review>(
      await call('POST', '/homs/order/TU202611150003/comment', demoToken, good),
    ).data;
    expect(created).toMatchObject({
      author: 'Demo Shopper',
      rating: 5,
      orderId: 1003,
      productId: 4,
      images: good.images,
    });
    expect(envelopeOf<Review>(await call('GET', '/homs/order/1003/comment', demoToken)).data.id).toBe(
      created.id,
    );
    const again = await call('POST', '/homs/order/TU202611150003/comment', demoToken, good);
    expect(envelopeOf(again).message).toBe('You have already reviewed this order.');
    const page = envelopeOf<ReviewPage>(await call('GET', '/hpms/product/sn/P1004/comment')).data;
    expect(page.total).toBe(11);
    expect(page.list[0]?.id).toBe(created.id);
  });

  it('refuses unfinished orders, bad ratings and other members orders', async () => {
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611200001/comment', demoToken, good)).message,
    ).toBe('Only finished orders can be reviewed.');
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611200001/comment', demoToken, { ...good, rating: 6 }))
        .message,
    ).toBe('Choose a rating from 1 to 5 stars.');
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611200001/comment', demoToken, { rating: 4 })).message,
    ).toBe('Write your message.');
    expect((await call('POST', '/homs/order/TU202611150003/comment', otherToken, good)).statusCode).toBe(404);
  });
});
