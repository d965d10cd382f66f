import { STORAGE_KEYS, writeStored, type Stores, type UserInfo } from '@topup/shared-lib';
import { sessionMark } from '../platform/personalView';
import { fail, testMember, testStores } from '@topup/shared-lib/testing';
import { loadingOverlay } from '../overlays/loadingOverlayStore';
import { loginApi } from './loginApi';
import { BIND_EMAIL_POPUP_DELAY_MS, HOME_PATH, memberSession } from './memberSession';

const MEMBER = testMember({
  id: 7,
  email: 'a@b.test',
  username: 'a',
  nickname: 'Ann',
  certStatus: 1,
  createTime: '2026-01-01T00:00:00Z',
  growth: 3,
});

/** A store set as a tab starts it (its session read from storage), its session calls answered by each test. */
function tabStores() {
  const stores = testStores();
  const sso = loginApi(stores.api);
  const never = () => Promise.reject(new Error('not answered by this test'));
  const calls = {
    emailLogin: jest.spyOn(sso, 'emailLogin').mockImplementation(never),
    userInfo: jest.spyOn(sso, 'userInfo').mockImplementation(never),
    logout: jest.spyOn(sso, 'logout').mockImplementation(never),
    navigate: jest.spyOn(stores.navigation, 'navigate').mockImplementation(() => undefined),
    reload: jest.spyOn(stores.navigation, 'reload').mockImplementation(() => undefined),
  };
  return { stores, session: memberSession(stores), calls };
}

const toastsOf = (stores: Stores) => stores.ui.toasts.map((toast) => [toast.message, toast.type]);

describe('memberSession', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('is one per store set', () => {
    const stores = testStores();
    expect(memberSession(stores)).toBe(memberSession(stores));
    expect(memberSession(testStores())).not.toBe(memberSession(stores));
  });

  it('logs in: stores token head + token, reads the member, closes the popup', async () => {
    const { stores, session, calls } = tabStores();
    calls.emailLogin.mockResolvedValue({ token: 'abc', tokenHead: 'Bearer ' });
    calls.userInfo.mockResolvedValue(MEMBER);
    stores.loginPopup.open();
    await session.loginWithEmail('a@b.test', 'pw');
    expect(calls.emailLogin).toHaveBeenCalledWith({ email: 'a@b.test', password: 'pw' });
    expect([stores.user.token, stores.user.info]).toEqual(['Bearer abc', MEMBER]);
    expect(stores.loginPopup.visible).toBe(false);
    // The popup announces an email login itself.
    expect(toastsOf(stores)).toEqual([]);
    // A new page load finds the session.
    expect(testStores().user.info?.nickname).toBe('Ann');
  });

  it('announces a completed login unless asked not to', async () => {
    const { stores, session, calls } = tabStores();
    calls.userInfo.mockResolvedValue(MEMBER);
    await session.completeLogin({ token: 't', tokenHead: 'Bearer ' });
    expect(toastsOf(stores)).toEqual([['You are logged in.', 'success']]);
    await session.completeLogin({ token: 'u', tokenHead: 'Bearer ' }, { announce: false });
    expect(toastsOf(stores)).toHaveLength(1);
    stores.ui.dispose();
  });

  describe('confirmSession', () => {
    it('asks nothing without a token', async () => {
      const { session, calls } = tabStores();
      await expect(session.confirmSession()).resolves.toBe(false);
      expect(calls.userInfo).not.toHaveBeenCalled();
    });

    it('takes the member the server answers with, and reads nothing more', async () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer s');
      const { stores, session, calls } = tabStores();
      calls.userInfo.mockResolvedValue(MEMBER);
      const unpaidCount = jest.spyOn(stores.api.orders, 'unpaidCount');
      await expect(session.confirmSession()).resolves.toBe(true);
      expect(stores.user.info).toEqual(MEMBER);
      expect(unpaidCount).not.toHaveBeenCalled();
    });

    it('an answer without a member is no member; a failure keeps what was known', async () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer s');
      writeStored(STORAGE_KEYS.user, MEMBER);
      const empty = tabStores();
      empty.calls.userInfo.mockResolvedValue(null as unknown as UserInfo);
      await expect(empty.session.confirmSession()).resolves.toBe(false);
      expect(empty.stores.user.info).toBeNull();
      writeStored(STORAGE_KEYS.user, MEMBER);
      const offline = tabStores();
      offline.calls.userInfo.mockRejectedValue(new Error('offline'));
      await expect(offline.session.confirmSession()).resolves.toBe(false);
      expect(offline.stores.user.info).toEqual(MEMBER);
      expect(offline.stores.user.isLogin).toBe(true);
    });

    it("a session the server refuses (401) is ended by the set's api client", async () => {
      const stores = testStores({
        session: { token: 'Bearer ended', info: MEMBER },
        transport: async () => ({ status: 401, body: fail(401, 'Please log in') }),
      });
      await expect(memberSession(stores).confirmSession()).resolves.toBe(false);
      expect(stores.user.isLogin).toBe(false);
      expect(stores.ui.toasts.at(-1)?.message).toBe('Your login has expired. Please log in again.');
      stores.ui.dispose();
    });
  });

  describe('checkLogin', () => {
    it('no token means logged out, and the popup opens when asked', async () => {
      const { stores, session, calls } = tabStores();
      await expect(session.checkLogin({ openPopup: true })).resolves.toBe(false);
      expect(calls.userInfo).not.toHaveBeenCalled();
      expect(stores.loginPopup.visible).toBe(true);
    });

    it('an answer without data leaves the user null', async () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer t');
      writeStored(STORAGE_KEYS.user, MEMBER);
      const { stores, session, calls } = tabStores();
      calls.userInfo.mockResolvedValue(null as unknown as UserInfo);
      await expect(session.checkLogin()).resolves.toBe(false);
      expect(stores.user.info).toBeNull();
    });

    it('a network failure keeps the cached member', async () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer t');
      writeStored(STORAGE_KEYS.user, MEMBER);
      const { stores, session, calls } = tabStores();
      calls.userInfo.mockRejectedValue(new Error('offline'));
      await session.checkLogin();
      expect(stores.user.info).toEqual(MEMBER);
    });
  });

  it('a member a page was just rendered with is not asked for again', () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer s');
    const { stores, session, calls } = tabStores();
    expect(session.loadMemberState()).toBe(false);
    expect(calls.userInfo).not.toHaveBeenCalled();
    expect(stores.user.isLogin).toBe(true);
  });

  it("takes the info a member's page was rendered with, only for the stored session", () => {
    const renderedFor = { session: sessionMark('Bearer s'), info: MEMBER };
    const guest = tabStores();
    expect(guest.session.adoptRenderedInfo(renderedFor)).toBe(false);
    expect(guest.stores.user.info).toBeNull();
    writeStored(STORAGE_KEYS.userToken, 'Bearer s');
    writeStored(STORAGE_KEYS.user, { ...MEMBER, nickname: 'Old name' });
    const { stores, session } = tabStores();
    expect(session.adoptRenderedInfo({ ...renderedFor, info: { nickname: 'no id' } })).toBe(false);
    expect(session.adoptRenderedInfo({ session: sessionMark('Bearer other'), info: MEMBER })).toBe(false);
    expect(session.adoptRenderedInfo(null)).toBe(false);
    expect(stores.user.info?.nickname).toBe('Old name');
    expect(session.adoptRenderedInfo(renderedFor)).toBe(true);
    expect(stores.user.info).toEqual(MEMBER);
    expect(testStores().user.info).toEqual(MEMBER); // stored: the fresher copy
  });

  describe('logout', () => {
    it('calls the server, wipes the session and goes home', async () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer t');
      writeStored(STORAGE_KEYS.user, MEMBER);
      const { stores, session, calls } = tabStores();
      calls.logout.mockResolvedValue(null);
      await session.logout();
      expect(calls.logout).toHaveBeenCalledTimes(1);
      expect(stores.user.isLogin).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
      expect(calls.navigate).toHaveBeenCalledWith(HOME_PATH);
      expect(calls.reload).not.toHaveBeenCalled();
    });

    it('on a page that asked to stay reloads it, until the page has gone', async () => {
      const { stores, session, calls } = tabStores();
      const release = stores.user.keepPageOnLogout();
      await session.logout();
      expect(calls.reload).toHaveBeenCalledTimes(1);
      expect(calls.navigate).not.toHaveBeenCalled();
      release();
      await session.logout();
      expect(calls.reload).toHaveBeenCalledTimes(1);
      expect(calls.navigate).toHaveBeenCalledWith(HOME_PATH);
    });

    it('a silent one neither reloads nor navigates', async () => {
      const { stores, session, calls } = tabStores();
      stores.user.keepPageOnLogout();
      await session.logout({ silent: true });
      expect(calls.reload).not.toHaveBeenCalled();
      expect(calls.navigate).not.toHaveBeenCalled();
    });

    it('logs out even when the server call fails', async () => {
      writeStored(STORAGE_KEYS.userToken, 'Bearer t');
      const { stores, session, calls } = tabStores();
      calls.logout.mockRejectedValue(new Error('offline'));
      await session.logout();
      expect(stores.user.isLogin).toBe(false);
      expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
    });
  });

  it('covers a login and a logout with the loading overlay until the page has changed', async () => {
    const { stores, session, calls } = tabStores();
    const overlay: string[] = [];
    jest.spyOn(loadingOverlay(stores), 'show').mockImplementation(() => overlay.push('show'));
    jest.spyOn(loadingOverlay(stores), 'hide').mockImplementation(() => overlay.push('hide'));
    calls.navigate.mockImplementation(() => overlay.push('navigate'));
    calls.userInfo.mockImplementation(async () => {
      overlay.push('read member');
      return MEMBER;
    });
    calls.logout.mockResolvedValue(null);
    await session.completeLogin({ token: 't', tokenHead: 'Bearer ' }, { announce: false });
    expect(overlay).toEqual(['show', 'read member', 'hide']);
    overlay.length = 0;
    await session.logout();
    expect(overlay).toEqual(['show', 'navigate', 'hide']);
    overlay.length = 0;
    // A failed login read or a silent logout (a 401, the harness) leaves no overlay behind.
    calls.userInfo.mockRejectedValue(new Error('offline'));
    await session.completeLogin({ token: 'u', tokenHead: 'Bearer ' }, { announce: false });
    await session.logout({ silent: true });
    expect(overlay).toEqual(['show', 'hide']);
  });

  describe('the bind-email popup', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('follows a login by phone for a member without an email, 1 s later; one with an email is not asked', async () => {
      const { stores, session, calls } = tabStores();
      calls.userInfo.mockResolvedValue({ ...MEMBER, email: '' });
      await session.completeLogin({ token: 'p', tokenHead: 'Bearer ' }, { offerBindEmail: true });
      expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
      jest.advanceTimersByTime(BIND_EMAIL_POPUP_DELAY_MS);
      expect([stores.loginPopup.visible, stores.loginPopup.page]).toEqual([true, 'bindEmail']);

      stores.loginPopup.close();
      calls.userInfo.mockResolvedValue(MEMBER);
      await session.completeLogin({ token: 'q', tokenHead: 'Bearer ' }, { offerBindEmail: true });
      jest.advanceTimersByTime(BIND_EMAIL_POPUP_DELAY_MS);
      expect(stores.loginPopup.visible).toBe(false);
      expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
      stores.ui.dispose();
    });

    it('opens 1 s after a confirmed member finds the session flag, which is cleared', () => {
      sessionStorage.setItem(STORAGE_KEYS.bindEmailOpen, '1');
      const { stores, session } = tabStores();
      expect(session.loadMemberState()).toBe(true);
      expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
      jest.advanceTimersByTime(BIND_EMAIL_POPUP_DELAY_MS - 1);
      expect(stores.loginPopup.visible).toBe(false);
      jest.advanceTimersByTime(1);
      expect([stores.loginPopup.visible, stores.loginPopup.page]).toEqual([true, 'bindEmail']);
      expect(session.loadMemberState()).toBe(false);
    });
  });
});
