import { act, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type Coupon, type MemberCoupon, type Stores } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import * as CouponClaimPage from './CouponClaimPage';
import { dropOnShopperChange, PageDataCache, renderRoutePage } from 'shell/testing';

/** The offer's label: its terms in the shopper's currency (USD here). */
const WELCOME = 'US$5.00 off orders of US$20.00 or more';

const offer: Coupon = {
  id: 1,
  code: 'WELCOME5',
  name: 'Welcome $5 off',
  kind: 'amount',
  value: 5,
  minSpend: 20,
  productId: null,
  newUser: true,
  validDays: 30,
  endTime: '2027-12-31T00:00:00.000Z',
  remaining: 100,
  captured: false,
};

const held: MemberCoupon = {
  id: 77,
  couponId: 1,
  code: 'WELCOME5',
  name: 'Welcome $5 off',
  kind: 'amount',
  value: 5,
  minSpend: 20,
  productId: null,
  captureTime: '2026-11-23T00:00:00.000Z',
  expireTime: '2026-12-23T00:00:00.000Z',
  useTime: null,
  orderId: null,
  status: 'available',
};

let stores: Stores;
/** The page with the shell's read cache: dropped when the member changes, so the offer is read again. */
const at = (query = '') => {
  const cache = new PageDataCache();
  dropOnShopperChange(cache, stores);
  return renderRoutePage(CouponClaimPage, {
    path: `/mobile/coupon.html${query}`,
    route: '/mobile/coupon.html',
    stores,
    cache,
  });
};
const withStores = (next: Stores) => {
  stores = next;
};
const logIn = () => withStores(testStores({ session: testSession() }));
const spyNewUser = () => jest.spyOn(stores.api.coupons, 'newUser');
const spyCapture = () => jest.spyOn(stores.api.coupons, 'capture');

describe('CouponClaimPage', () => {
  beforeEach(() => {
    localStorage.clear();
    withStores(testStores({ session: null }));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the current new-user offer and claims it for a member', async () => {
    logIn();
    const read = spyNewUser().mockResolvedValue(offer);
    const capture = spyCapture().mockResolvedValue(held);
    at();
    // Named by its terms in the shopper's currency, not by its seeded name.
    expect(await screen.findByRole('article', { name: WELCOME })).toHaveTextContent('US$5.00 off');
    expect(screen.getByText('On orders of US$20.00 or more')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('0');
    await userEvent.click(screen.getByRole('button', { name: 'Claim coupon' }));
    expect(capture).toHaveBeenCalledWith('1');
    expect(await screen.findByText(/The coupon is in your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my coupons' })).toHaveAttribute(
      'href',
      '/user?tab=coupons',
    );
    // The header's hot status reads the member's coupons again.
    expect(stores.user.memberDataRevision).toBe(1);
  });

  it('reads the new-user coupon named by ?id=', async () => {
    const read = spyNewUser().mockResolvedValue(offer);
    at('?id=1');
    await screen.findByRole('article', { name: WELCOME });
    // The heading names the offer the link led to.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Claim your coupon: ${WELCOME}`);
    expect(read).toHaveBeenCalledWith('1');
  });

  it('asks a visitor to log in, then claims once logged in', async () => {
    const read = spyNewUser().mockResolvedValue(offer);
    const capture = spyCapture().mockResolvedValue(held);
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to claim' }));
    expect(stores.loginPopup.visible).toBe(true);
    expect(capture).not.toHaveBeenCalled();
    await act(async () => runInAction(() => Object.assign(stores.user, { token: 'Bearer t' })));
    expect(await screen.findByText(/The coupon is in your account/)).toBeInTheDocument();
    expect(capture).toHaveBeenCalledWith('1');
    // The offer is read again for the member.
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shows the claim made after the login even when the offer, read again, already says claimed', async () => {
    // The member's read of the offer answers after the claim: it already counts the coupon as theirs.
    let answerMember: (coupon: Coupon) => void = () => undefined;
    const read = spyNewUser()
      .mockResolvedValueOnce(offer)
      .mockImplementationOnce(() => new Promise<Coupon>((resolve) => (answerMember = resolve)));
    const capture = spyCapture().mockResolvedValue(held);
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to claim' }));
    await act(async () => runInAction(() => Object.assign(stores.user, { token: 'Bearer t' })));
    expect(read).toHaveBeenCalledTimes(2);
    expect(capture).toHaveBeenCalledWith('1');
    await act(async () => answerMember({ ...offer, captured: true }));
    expect(await screen.findByText(/The coupon is in your account/)).toBeInTheDocument();
    expect(screen.queryByText('You already have this coupon in your account.')).not.toBeInTheDocument();
  });

  it('says when the member already holds it', async () => {
    logIn();
    spyNewUser().mockResolvedValue({ ...offer, captured: true });
    at();
    expect(await screen.findByText('You already have this coupon in your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim coupon' })).not.toBeInTheDocument();
  });

  it('claims a coupon by ?couponId= and shows it', async () => {
    logIn();
    const capture = spyCapture().mockResolvedValue({ ...held, name: 'Save $2', value: 2, minSpend: 0 });
    at('?couponId=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim coupon' }));
    expect(capture).toHaveBeenCalledWith('2');
    expect(await screen.findByRole('article', { name: 'US$2.00 off' })).toHaveTextContent('US$2.00 off');
  });

  it('a coupon that is gone says so', async () => {
    spyNewUser().mockRejectedValue(new ApiError(404, 'New-user coupon not found.', '/x'));
    at('?id=99');
    expect(await screen.findByText('This coupon is not available any more.')).toBeInTheDocument();
  });

  it('a failed read shows the error with Retry, which reads the offer again', async () => {
    const read = spyNewUser()
      .mockRejectedValueOnce(new ApiError(400, 'The offer is paused.', '/x'))
      .mockResolvedValue(offer);
    at();
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer is paused.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: WELCOME })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a malformed id never reaches the server', async () => {
    const read = spyNewUser();
    at('?id=abc');
    expect(await screen.findByText('This coupon is not available any more.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('a refused claim keeps the button', async () => {
    logIn();
    spyNewUser().mockResolvedValue(offer);
    spyCapture().mockRejectedValue(new ApiError(400, 'Only new members can claim this.', '/x'));
    at();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim coupon' }));
    expect(await screen.findByRole('button', { name: 'Claim coupon' })).toBeEnabled();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    spyNewUser().mockResolvedValue(offer);
    at();
    expect(await screen.findByRole('button', { name: '登入後領取' })).toBeInTheDocument();
  });
});
