import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { VERIFY_MEMBER } from '../db/seed/verificationOrders';
import { bearer, envelopeOf, loginAs, openTestStore, type TestStore } from '../testing/testStore';
import type { UploadTicket } from '../uploads/uploadTickets';
import type { Order, OrderPage } from './orderQueries';

let store: TestStore;
let token: string;
let demoToken: string;
beforeAll(async () => {
  store = await openTestStore();
  token = await loginAs(store.app, VERIFY_MEMBER.email, VERIFY_MEMBER.password);
  demoToken = await loginAs(store.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
});
afterAll(() => store.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as: string = token) =>
  store.app.inject({
    method,
    url,
    headers: bearer(as),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const realname = { realName: 'Chen Mei', idCard: '11010519491231002X', images: [] as string[] };

/** A picture uploaded through an upload ticket of the order (the only pictures a check takes). */
async function picture(sn: string): Promise<string> {
  const ticket = envelopeOf<UploadTicket>(await call('GET', `/homs/order/${sn}/preview/sts`)).data;
  await store.app.inject({
    method: 'PUT',
    url: ticket.uploadUrl,
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    headers: { 'content-type': 'image/png' },
  });
  return ticket.url;
}

describe('orders needing verification or input', () => {
  it('lists paid orders whose checks are not both passed, and those awaiting input forms', async () => {
    const preview = envelopeOf<OrderPage>(await call('GET', '/homs/order/preview'));
    expect(preview.data.list.map((order) => order.orderSn).sort()).toEqual([
      'TU202611210006',
      'TU202611210007',
      'TU202611210008',
    ]);
    const unfilled = envelopeOf<OrderPage>(await call('GET', '/homs/order/delivery/unfilled'));
    expect(unfilled.data.list.map((order) => order.orderSn)).toEqual(['TU202611210009']);
    expect(
      envelopeOf<OrderPage>(await call('GET', '/homs/order/preview', undefined, demoToken)).data.total,
    ).toBe(0);
  });
});

describe('real-name and spot-check uploads', () => {
  it('hands out upload URLs for pictures', async () => {
    const ticket = envelopeOf<UploadTicket>(await call('GET', '/homs/order/TU202611210006/preview/sts')).data;
    expect(ticket.url).toMatch(
      /^\/sandbox\/storage\/orders\/TU202611210006\/preview\/[0-9a-f]{16}-picture\.jpg$/,
    );
    expect(ticket.uploadUrl).toMatch(new RegExp(`^${ticket.url}\\?ticket=[0-9a-f]{48}$`));
    expect(ticket.uploadHeaders).toEqual({});
    const tickets = envelopeOf<UploadTicket[]>(
      await call('POST', '/homs/order/1006/comment/sts', ['a.png', 'b c.jpg']),
    ).data;
    expect(tickets.map((item) => item.fileName)).toEqual(['a.png', 'b c.jpg']);
    expect(tickets[1]?.key).toMatch(/-b_c\.jpg$/);
    expect(envelopeOf(await call('POST', '/homs/order/1006/comment/sts', [])).message).toBe(
      'body must have at least 1 item',
    );
  });

  it('validates the real-name form', async () => {
    const bad = await call('POST', '/homs/order/TU202611210006/preview/realname', {
      ...realname,
      idCard: '12345',
    });
    expect(envelopeOf(bad)).toEqual({
      code: 400,
      message: 'Enter a valid 18-digit ID number (the last character may be X).',
      data: { field: 'idCard' },
    });
    expect(
      envelopeOf(
        await call('POST', '/homs/order/TU202611210006/preview/realname', { ...realname, images: [] }),
      ).message,
    ).toBe('images must have at least 1 item');
  });

  it('passes real-name verification once, and only where it is asked by upload', async () => {
    realname.images = [await picture('TU202611210006')];
    const passed = await call('POST', '/homs/order/TU202611210006/preview/realname', realname);
    expect(envelopeOf<Order>(passed).data.preview).toMatchObject({
      realnameStatus: 2,
      realnameRejectReason: '',
    });
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611210006/preview/realname', realname)).message,
    ).toBe('Real-name verification has already passed.');
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611210007/preview/realname', realname)).message,
    ).toBe('This order is verified in the identity widget, not by upload.');
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611210008/preview/realname', realname)).message,
    ).toBe('This order does not need real-name verification.');
  });

  it('passes a spot check', async () => {
    const passed = await call('POST', '/homs/order/TU202611210008/preview/spotcheck', {
      images: [await picture('TU202611210008')],
    });
    expect(envelopeOf<Order>(passed).data.preview.spotcheckStatus).toBe(2);
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611210006/preview/spotcheck', { images: ['/x.jpg'] }))
        .message,
    ).toBe('This order does not need a spot check.');
  });

  it('refuses verification on orders that are not paid', async () => {
    expect(
      envelopeOf(
        await call('POST', '/homs/order/TU202611200001/preview/spotcheck', { images: ['/x.jpg'] }, demoToken),
      ).message,
    ).toBe('Only paid orders awaiting delivery need verification.');
  });
});

describe('identity widget', () => {
  it('issues a token only for orders waiting for a widget check', async () => {
    const issued = envelopeOf<string>(await call('GET', '/homs/order/TU202611210007/sumsub/token'));
    expect(issued.data).toMatch(/^sbx_[0-9a-f]{48}$/);
    expect(envelopeOf(await call('GET', '/homs/order/TU202611210006/sumsub/token')).message).toBe(
      'This order has no identity-widget check waiting.',
    );
  });

  it('keeps a rejected review open with the provider’s reason, then passes a green one', async () => {
    const review = async (answer: 'GREEN' | 'RED') => {
      const widgetToken = envelopeOf<string>(
        await call('GET', '/homs/order/TU202611210007/sumsub/token'),
      ).data;
      await store.app.inject({
        method: 'POST',
        url: '/sandbox/identity/review',
        payload: { token: widgetToken, answer },
      });
    };
    await review('RED');
    const rejected = await call('POST', '/homs/order/TU202611210007/preview', {
      reviewStatus: 'completed',
      reviewAnswer: 'RED',
    });
    expect(envelopeOf<Order>(rejected).data.preview).toMatchObject({
      realnameStatus: 0,
      realnameRejectReason: 'The document photo is blurry.',
    });
    await review('GREEN');
    const passed = await call('POST', '/homs/order/TU202611210007/preview', {
      reviewStatus: 'completed',
      reviewAnswer: 'GREEN',
    });
    expect(envelopeOf<Order>(passed).data.preview).toMatchObject({
      realnameStatus: 2,
      realnameRejectReason: '',
    });
    expect(
      envelopeOf(
        await call('POST', '/homs/order/TU202611210007/preview', {
          reviewStatus: 'completed',
          reviewAnswer: 'MAYBE',
        }),
      ).message,
    ).toBe('reviewAnswer must be one of: GREEN, RED');
  });
});

describe('after-payment delivery details', () => {
  it('explains what is missing and accepts the form once', async () => {
    const reason = envelopeOf(await call('GET', '/homs/order/TU202611210009/delivery/reason'));
    expect(reason.data).toEqual({
      inputStatus: 1,
      reason: 'The streamer account needs the region and a contact email before we can deliver.',
      fields: ['Region', 'Contact email'],
      labels: ['Region', 'Contact email'],
      submitted: null,
    });
    expect(
      envelopeOf(await call('POST', '/homs/order/TU202611210009/delivery', { fields: ['Region:SG'] }))
        .message,
    ).toBe('delivery must give a value for: Contact email');
    const filled = await call('POST', '/homs/order/TU202611210009/delivery', {
      fields: ['Region:SG', 'Contact email:me@x.test'],
    });
    expect(envelopeOf<Order>(filled).data.inputStatus).toBe(2);
    expect(envelopeOf(await call('GET', '/homs/order/TU202611210009/delivery/reason')).data).toMatchObject({
      inputStatus: 2,
      reason: '',
      submitted: ['Region:SG', 'Contact email:me@x.test'],
    });
    expect(
      envelopeOf(
        await call('POST', '/homs/order/TU202611210009/delivery', {
          fields: ['Region:SG', 'Contact email:a'],
        }),
      ).message,
    ).toBe('This order is not waiting for delivery details.');
  });

  it('hides another member orders', async () => {
    const response = await call(
      'POST',
      '/homs/order/TU202611210009/delivery',
      { fields: ['Region:SG'] },
      demoToken,
    );
    expect(envelopeOf(response)).toEqual({ code: 404, message: 'Order not found.', data: null });
    expect(
      (await call('GET', '/homs/order/TU202611210007/sumsub/token', undefined, demoToken)).statusCode,
    ).toBe(404);
  });
});
