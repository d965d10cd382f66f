// The storefront's own product calls go to their paths with their methods.
import { installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';
import type { Api } from '@topup/shared-lib';
import { catalogueApi } from './catalogueApi';

let api: Api;
let fake: ReturnType<typeof installFakeTransport>;

const calls: [string, () => Promise<unknown>, string, string][] = [
  ['banners', () => catalogueApi(api).banners(), 'GET', '/hpms/product/index/banner'],
  ['byIdV3', () => catalogueApi(api).byIdV3(1), 'GET', '/hpms/product/v3/1'],
  ['byIdV4', () => catalogueApi(api).byIdV4(1), 'GET', '/hpms/product/v4/1'],
  ['popups', () => catalogueApi(api).popups(), 'GET', '/hpms/product/index/popups'],
  ['menuItem', () => catalogueApi(api).menuItem(4), 'GET', '/hpms/product/index/v2/menu/4'],
  ['deliveryFields', () => catalogueApi(api).deliveryFields('P1'), 'GET', '/hpms/product/sn/P1/delivery'],
  [
    'afterPayFields',
    () => catalogueApi(api).afterPayFields('P1'),
    'GET',
    '/hpms/product/sn/P1/input/afterpay',
  ],
];

describe('storefront product calls', () => {
  beforeEach(() => {
    ({ api } = testApi());
  });
  afterEach(() => fake.restore());

  it.each(calls)('%s: %s %s', async (_name, call, method, path) => {
    fake = installFakeTransport(() => ({ body: ok({}) }));
    await call();
    expect(fake.last()).toMatchObject({ method, url: path });
  });
});
