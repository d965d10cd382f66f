// Storage writes need the one-time ticket the store issued for that key, and never overwrite a file.
import { VERIFY_MEMBER } from '../db/seed/verificationOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { UploadTicket } from '../uploads/uploadTickets';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OTHER_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x00]);

let store: TestStore;
let token: string;
beforeAll(async () => {
  store = await openTestStore({ sandboxes: true });
  token = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
});
afterAll(() => store.close());

const issue = async (): Promise<UploadTicket> =>
  envelopeOf<UploadTicket>(
    await store.app.inject({ url: '/homs/order/TU202611210006/preview/sts', headers: bearer(token) }),
  ).data;

const put = (url: string, bytes = PNG) =>
  store.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': 'image/png' } });

const stored = async (url: string): Promise<Buffer> => (await store.app.inject({ url })).rawPayload;

describe('PUT /sandbox/storage/{key}', () => {
  it('refuses a write without the ticket, with a wrong one, or with another key’s ticket', async () => {
    const ticket = await issue();
    const other = await issue();
    const otherSecret = new URL(other.uploadUrl, 'http://api.test').searchParams.get('ticket') ?? '';
    for (const url of [ticket.url, `${ticket.url}?ticket=guess`, `${ticket.url}?ticket=${otherSecret}`]) {
      expect(envelopeOf(await put(url))).toEqual({
        code: 403,
        message: 'This upload needs the upload ticket issued for it.',
        data: null,
      });
    }
    expect((await store.app.inject({ url: ticket.url })).statusCode).toBe(404);
  });

  it('takes one write per ticket and never overwrites what is stored', async () => {
    const ticket = await issue();
    expect(envelopeOf(await put(ticket.uploadUrl)).code).toBe(200);
    expect(envelopeOf(await put(ticket.uploadUrl, OTHER_PNG))).toEqual({
      code: 409,
      message: 'This upload ticket was already used.',
      data: null,
    });
    expect(envelopeOf(await put(ticket.url, OTHER_PNG)).code).toBe(403);
    expect(await stored(ticket.url)).toEqual(PNG);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await issue();
    await store.db.run(
      "UPDATE upload_tickets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE key = ?",
      ticket.key,
    );
    expect(envelopeOf(await put(ticket.uploadUrl))).toEqual({
      code: 403,
      message: 'This upload ticket has expired. Please try again.',
      data: null,
    });
  });
});
