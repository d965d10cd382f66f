import { HOME_FILTER_PARAM, pageMetaKey } from './pageMetaKey';

describe('pageMetaKey', () => {
  it('uses the type query for the home filter', () => {
    expect(HOME_FILTER_PARAM).toBe('type');
    for (const filter of ['hot', 'game', 'recommend', 'live', 'all']) {
      expect(pageMetaKey('home', `?type=${filter}`)).toBe(filter);
    }
  });

  it.each([
    ['', 'home'],
    ['?type=', 'home'],
    ['?type=HOT', 'home'],
    ['?type=toString', 'home'],
    ['?type=__proto__', 'home'],
    ['?tab=order', 'home'],
  ])('falls back to home for %p', (search, expected) => {
    expect(pageMetaKey('home', search)).toBe(expected);
  });

  it.each([
    ['?tab=order', 'userOrders'],
    ['?tab=coupons', 'userCoupons'],
    ['?tab=order&x=1', 'userOrders'],
    ['?tab=info', 'user'],
    ['?tab=constructor', 'user'],
    ['?tab=hasOwnProperty', 'user'],
    ['?type=hot', 'user'],
    ['', 'user'],
  ])('picks the account tab from %p', (search, expected) => {
    expect(pageMetaKey('user', search)).toBe(expected);
  });

  it('keeps other keys and leaves routes without a key alone', () => {
    expect(pageMetaKey('about', '?type=hot')).toBe('about');
    expect(pageMetaKey('default', '?tab=order')).toBe('default');
    expect(pageMetaKey(undefined, '?type=hot')).toBeUndefined();
  });
});
