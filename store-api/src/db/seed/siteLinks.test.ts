// The links the store answers for banners and popups are the seed's (each a route of the shop:
// scripts/links/seededLinks.test.ts), and the coupon offers name coupons the claim page can show.
import { envelopeOf, loginAs, bearer, openTestStore, type TestStore } from '../../testing/testStore';
import { seedBanners, seedPopups } from './siteData';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const answered = async (url: string, headers: Record<string, string>): Promise<{ link: string }[]> =>
  envelopeOf<{ link: string }[]>(await store.app.inject({ method: 'GET', url, headers })).data;

describe('seeded links', () => {
  it('are the seed’s, in both languages', async () => {
    for (const headers of [{}, { 'accept-language': 'zh-TW' }] as Record<string, string>[]) {
      const links = [
        ...(await answered('/hpms/product/index/banner', headers)),
        ...(await answered('/hpms/product/index/popups', headers)),
      ].map((item) => item.link);
      expect(links).toEqual([...seedBanners, ...seedPopups].map((item) => item.link));
    }
  });

  it('send the coupon offers to the claim page with coupons the store has', async () => {
    const claimLinks = [...seedBanners, ...seedPopups]
      .map((item) => new URL(item.link, 'http://shop.test'))
      .filter((url) => url.pathname === '/mobile/coupon.html');
    expect(claimLinks).toHaveLength(2);
    const token = await loginAs(store.app, 'other@topup.test', 'Other1234!');
    for (const url of claimLinks) {
      const newUserOffer = url.searchParams.get('id');
      const couponId = url.searchParams.get('couponId');
      if (newUserOffer !== null) {
        const offer = await store.app.inject({
          method: 'GET',
          url: `/public/newuser/coupon/${newUserOffer}`,
        });
        expect(envelopeOf<{ code: string }>(offer).data.code).toBe('WELCOME5');
      } else {
        const claimed = await store.app.inject({
          method: 'POST',
          url: `/hums/coupon/${String(couponId)}/capture`,
          headers: bearer(token),
        });
        expect(envelopeOf<{ code: string }>(claimed).data.code).toBe('SAVE2');
      }
    }
  });
});
