import { STORAGE_KEYS, readStored, isString, writeStored } from '../platform/storage';
import { LoginPopupStore } from './LoginPopupStore';
import { UserStore, type UserStoreDeps } from './UserStore';
import { testMember } from '../testing/testStores';

const MEMBER = testMember({
  id: 7,
  email: 'a@b.test',
  username: 'a',
  nickname: 'Ann',
  certStatus: 1,
  createTime: '2026-01-01T00:00:00Z',
  growth: 3,
});

/** The login popup the store asks for a member, as createStores wires it. */
let popup: LoginPopupStore;

const makeStore = (deps: UserStoreDeps = {}) =>
  new UserStore({ openLoginPopup: (page, reason) => popup.open(page, reason), ...deps });

describe('UserStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    popup = new LoginPopupStore();
  });

  describe('server rendering', () => {
    it("is, on the store's server, the member a page is rendered for: nothing read or stored", () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer stored');
      const store = makeStore({ session: { token: 'Bearer s', info: MEMBER } });
      expect(store.isLogin).toBe(true);
      expect(store.token).toBe('Bearer s');
      expect(store.info).toEqual(MEMBER);
      expect(readStored(STORAGE_KEYS.userToken, isString)).toBe('Bearer stored');
      const guest = makeStore({ session: null });
      expect(guest.isLogin).toBe(false);
      expect(guest.info).toBeNull();
    });

    it('adopts another session (or none) with nothing stored', () => {
      const store = makeStore({ session: { token: 'Bearer s', info: MEMBER } });
      store.adoptSession({ token: 'Bearer other', info: { ...MEMBER, id: 8 } });
      expect(store.token).toBe('Bearer other');
      expect(store.info?.id).toBe(8);
      expect(readStored(STORAGE_KEYS.userToken, isString)).toBeNull();
      store.adoptSession(null);
      expect(store.isLogin).toBe(false);
      expect(store.info).toBeNull();
    });
  });

  it('starts logged out, unverified, and asks the popup for a member', () => {
    const store = makeStore();
    expect(store.isLogin).toBe(false);
    expect(store.isVerified).toBe(false);
    expect(store.requireLogin('purchase')).toBe(false);
    expect([popup.visible, popup.page, popup.reason]).toEqual([true, 'login', 'purchase']);
  });

  it('stores the token and the member it is given, which the next page load finds', () => {
    const store = makeStore();
    store.setToken('Bearer abc');
    store.setInfo(MEMBER);
    expect(store.isLogin).toBe(true);
    expect(store.requireLogin()).toBe(true);
    expect(popup.visible).toBe(false);
    const next = makeStore();
    expect([next.token, next.info?.nickname]).toEqual(['Bearer abc', 'Ann']);
    store.setInfo(null);
    expect(makeStore().info).toBeNull();
  });

  it("counts the pages' changes to the member's coupons and orders", () => {
    const store = makeStore();
    expect(store.memberDataRevision).toBe(0);
    store.memberDataChanged();
    store.memberDataChanged();
    expect(store.memberDataRevision).toBe(2);
  });

  it('migrates the legacy token key', () => {
    writeStored(STORAGE_KEYS.legacyToken, 'Bearer old');
    const store = makeStore();
    expect(store.token).toBe('Bearer old');
    expect(localStorage.getItem(STORAGE_KEYS.legacyToken)).toBeNull();
  });

  it('a cleared session wipes the session keys and every popups-* key, and nothing else', () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    writeStored(STORAGE_KEYS.user, MEMBER);
    writeStored(STORAGE_KEYS.paymentWay, 'card');
    writeStored(STORAGE_KEYS.phoneRegisterSuccess, 'yes');
    writeStored(STORAGE_KEYS.bindEmailOpen, 'yes');
    writeStored(STORAGE_KEYS.currencyCode, 'TWD');
    localStorage.setItem('popups-home', '1');
    localStorage.setItem('popups-blog', '1');
    sessionStorage.setItem(STORAGE_KEYS.bindEmailOpen, '1');
    const store = makeStore();
    store.clearSession();
    expect(store.isLogin).toBe(false);
    expect(store.info).toBeNull();
    expect(localStorage.getItem('popups-home')).toBeNull();
    expect(localStorage.getItem('popups-blog')).toBeNull();
    for (const key of ['userToken', 'user', 'paymentWay', 'phoneRegisterSuccess', 'bindEmailOpen'] as const) {
      expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
    expect(readStored(STORAGE_KEYS.currencyCode, isString)).toBe('TWD'); // not part of the session
  });

  it('knows whether a page open now asked a logout to reload it, until that page has gone', () => {
    const store = makeStore();
    expect(store.keepsPageOnLogout).toBe(false);
    const release = store.keepPageOnLogout();
    const other = store.keepPageOnLogout();
    release();
    release(); // a second release changes nothing
    expect(store.keepsPageOnLogout).toBe(true);
    other();
    expect(store.keepsPageOnLogout).toBe(false);
  });

  it('survives a corrupt stored session', () => {
    localStorage.setItem(STORAGE_KEYS.userToken, '{broken');
    localStorage.setItem(STORAGE_KEYS.user, 'null');
    expect(makeStore().isLogin).toBe(false);
  });
});
