// The account centre's own order calls go to their paths with their methods.
import { installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';
import type { Api } from '@topup/shared-lib';
import { orderListApi } from './orders/orderListApi';
import { verificationApi } from './verification/verificationApi';

let api: Api;
let fake: ReturnType<typeof installFakeTransport>;

const calls: [string, () => Promise<unknown>, string, string][] = [
  ['remove', () => orderListApi(api).remove(9), 'DELETE', '/homs/order/9'],
  ['search', () => orderListApi(api).search({ keyword: 'k' }), 'GET', '/homs/order/search'],
  ['deliveryReason', () => orderListApi(api).deliveryReason(9), 'GET', '/homs/order/9/delivery/reason'],
  [
    'submitDelivery',
    () => orderListApi(api).submitDelivery(9, { fields: [] }),
    'POST',
    '/homs/order/9/delivery',
  ],
  [
    'previewUploadTicket',
    () => verificationApi(api).previewUploadTicket(9),
    'GET',
    '/homs/order/9/preview/sts',
  ],
  ['withPreview', () => verificationApi(api).withPreview(), 'GET', '/homs/order/preview'],
  ['deliveryUnfilled', () => verificationApi(api).deliveryUnfilled(), 'GET', '/homs/order/delivery/unfilled'],
  ['widgetToken', () => verificationApi(api).widgetToken('S1'), 'GET', '/homs/order/S1/sumsub/token'],
  [
    'submitRealname',
    () => verificationApi(api).submitRealname(9, { realName: 'A', idCard: '11010519491231002X', images: [] }),
    'POST',
    '/homs/order/9/preview/realname',
  ],
  [
    'submitSpotcheck',
    () => verificationApi(api).submitSpotcheck(9, { images: [] }),
    'POST',
    '/homs/order/9/preview/spotcheck',
  ],
  [
    'submitWidgetPreview',
    () =>
      verificationApi(api).submitWidgetPreview('S1', { reviewStatus: 'completed', reviewAnswer: 'GREEN' }),
    'POST',
    '/homs/order/S1/preview',
  ],
];

describe('calls', () => {
  beforeEach(() => {
    ({ api } = testApi());
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeTransport(() => ({ body: ok({ list: [], total: 0 }) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });
});
