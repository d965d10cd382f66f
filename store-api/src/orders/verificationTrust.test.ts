// Identity decisions come from the provider, never from the shopper's request body; real-name and
// spot-check pictures must be uploads the store issued a ticket for, for that order.
import { VERIFY_MEMBER } from '../db/seed/verificationOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { UploadTicket } from '../uploads/uploadTickets';
import type { Order } from './orderQueries';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A mainland id whose check digit is right (ISO 7064 MOD 11-2). */
const VALID_ID = '11010519491231002X';

let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await openTestStore({ sandboxes: true });
  token = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
});
afterAll(() => store.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  store.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const previewOf = async (sn: string): Promise<Order['preview']> =>
  envelopeOf<Order>(await call('GET', `/homs/order/sn/${sn}`)).data.preview;

async function ticketFor(sn: string): Promise<UploadTicket> {
  return envelopeOf<UploadTicket>(await call('GET', `/homs/order/${sn}/preview/sts`)).data;
}

async function uploadedPicture(sn: string): Promise<string> {
  const ticket = await ticketFor(sn);
  const put = await store.app.inject({
    method: 'PUT',
    url: ticket.uploadUrl,
    payload: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(put.statusCode).toBe(200);
  return ticket.url;
}

const review = (widgetToken: string, answer: 'GREEN' | 'RED') =>
  store.app.inject({
    method: 'POST',
    url: '/sandbox/identity/review',
    payload: { token: widgetToken, answer },
  });

describe('the identity widget result', () => {
  const SN = 'TU202611210007';
  const claimGreen = { reviewStatus: 'completed', reviewAnswer: 'GREEN' };

  it('does not pass on the shopper’s word when no widget check was started', async () => {
    expect(envelopeOf(await call('POST', `/homs/order/${SN}/preview`, claimGreen))).toEqual({
      code: 400,
      message: 'The identity check has not been started in the widget yet.',
      data: null,
    });
    expect((await previewOf(SN)).realnameStatus).toBe(0);
  });

  it('takes the provider’s decision, whatever the body claims', async () => {
    const first = envelopeOf<string>(await call('GET', `/homs/order/${SN}/sumsub/token`)).data;
    expect(envelopeOf(await call('POST', `/homs/order/${SN}/preview`, claimGreen)).message).toBe(
      'The identity review is not completed yet.',
    );
    expect(envelopeOf(await review(first, 'RED')).code).toBe(200);
    const rejected = envelopeOf<Order>(await call('POST', `/homs/order/${SN}/preview`, claimGreen)).data;
    expect(rejected.preview).toMatchObject({
      realnameStatus: 0,
      realnameRejectReason: 'The document photo is blurry.',
    });

    // Verifying again opens a new review at the provider: nothing passes until it decides.
    const second = envelopeOf<string>(await call('GET', `/homs/order/${SN}/sumsub/token`)).data;
    expect(envelopeOf(await call('POST', `/homs/order/${SN}/preview`, claimGreen)).message).toBe(
      'The identity review is not completed yet.',
    );
    expect(envelopeOf(await review(second, 'GREEN')).code).toBe(200);
    const passed = envelopeOf<Order>(
      await call('POST', `/homs/order/${SN}/preview`, { reviewStatus: 'completed', reviewAnswer: 'RED' }),
    ).data;
    expect(passed.preview).toMatchObject({ realnameStatus: 2, realnameRejectReason: '' });
  });

  it('refuses a review for a token the provider never issued', async () => {
    expect(envelopeOf(await review('sbx_forged', 'GREEN'))).toEqual({
      code: 400,
      message: 'invalid-token',
      data: null,
    });
  });
});

describe('real-name documents', () => {
  const SN = 'TU202611210006';
  const submit = (body: unknown) => call('POST', `/homs/order/${SN}/preview/realname`, body);

  it.each(['000000000000000000', '110105194912310021', '11010519491231002Y'])(
    'refuses the id %s',
    async (idCard) => {
      const picture = await uploadedPicture(SN);
      const answer = envelopeOf(await submit({ realName: 'Chen Mei', idCard, images: [picture] }));
      expect(answer.code).toBe(400);
      expect(answer).toEqual({
        code: 400,
        message: 'Enter a valid 18-digit ID number (the last character may be X).',
        data: { field: 'idCard' },
      });
      expect((await previewOf(SN)).realnameStatus).toBe(0);
    },
  );

  it.each([
    ['a word', 'not-a-picture'],
    ['an outside URL', 'https://evil.example/id.jpg'],
    [
      'a storage path never ticketed',
      '/sandbox/storage/orders/TU202611210006/preview/0123456789abcdef-picture.jpg',
    ],
  ])('refuses %s as a picture', async (_what, image) => {
    expect(envelopeOf(await submit({ realName: 'Chen Mei', idCard: VALID_ID, images: [image] }))).toEqual({
      code: 400,
      message: 'images must be pictures uploaded for this order with its upload tickets.',
      data: null,
    });
  });

  it('refuses a ticket that was never used, and one of another order', async () => {
    const unused = await ticketFor(SN);
    const elsewhere = await uploadedPicture('TU202611210008');
    for (const image of [unused.url, elsewhere]) {
      expect(
        envelopeOf(await submit({ realName: 'Chen Mei', idCard: VALID_ID, images: [image] })).message,
      ).toBe('images must be pictures uploaded for this order with its upload tickets.');
    }
    expect((await previewOf(SN)).realnameStatus).toBe(0);
  });

  it('passes with a valid id and the order’s own uploads (a lower-case x too)', async () => {
    const picture = await uploadedPicture(SN);
    const answer = envelopeOf<Order>(
      await submit({ realName: 'Chen Mei', idCard: VALID_ID.toLowerCase(), images: [picture] }),
    );
    expect(answer.data.preview.realnameStatus).toBe(2);
  });
});

describe('spot-check pictures', () => {
  const SN = 'TU202611210008';

  it('refuses an outside URL and passes with an upload of the order', async () => {
    const outside = await call('POST', `/homs/order/${SN}/preview/spotcheck`, {
      images: ['https://evil.example/selfie.jpg'],
    });
    expect(envelopeOf(outside).code).toBe(400);
    expect((await previewOf(SN)).spotcheckStatus).not.toBe(2);
    const picture = await uploadedPicture(SN);
    const passed = envelopeOf<Order>(
      await call('POST', `/homs/order/${SN}/preview/spotcheck`, { images: [picture] }),
    ).data;
    expect(passed.preview.spotcheckStatus).toBe(2);
  });
});
