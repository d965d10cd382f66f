import type { Api } from '../api/createApi';
import { fail } from '../testing/fakeTransport';
import type { UserInfo } from '../api/types';
import { sessionMark } from '../platform/personalView';
import { STORAGE_KEYS, readStored, isString, writeStored } from '../platform/storage';
import { testStores } from '../testing/testStores';
import { LoginPopupStore } from './LoginPopupStore';
import { UserStore, type UserStoreDeps } from './UserStore';
import { BIND_EMAIL_POPUP_DELAY_MS } from './userSession';

const MEMBER: UserInfo = {
  id: 7,
  email: 'a@b.test',
  phone: '',
  username: 'a',
  nickname: 'Ann',
  certStatus: 1,
  memo: '',
  createTime: '2026-01-01T00:00:00Z',
  growth: 3,
};

function makeDeps() {
  const deps = {
    toast: jest.fn(),
    translate: jest.fn((key: string) => `t:${key}`),
    navigate: jest.fn(),
    reload: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    openLoginPopup: jest.fn(),
    closeLoginPopup: jest.fn(),
  } satisfies Omit<UserStoreDeps, 'api'>;
  return deps;
}

/** The api of a fresh test store set, the calls the user store makes answered by each test. */
let api: Api;
let mocked: {
  emailLogin: jest.SpiedFunction<Api['sso']['emailLogin']>;
  userInfo: jest.SpiedFunction<Api['sso']['userInfo']>;
  logout: jest.SpiedFunction<Api['sso']['logout']>;
};

/** The login popup the store asks for a member, as createStores wires it. */
let popup: LoginPopupStore;

/** A user store on the test's api and popup, with the given navigation and texts. */
const makeStore = (deps: Partial<UserStoreDeps> = {}) =>
  new UserStore({
    api,
    openLoginPopup: (page, reason) => popup.open(page, reason),
    closeLoginPopup: () => popup.close(),
    ...deps,
  });

describe('UserStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    api = testStores({ session: null }).api;
    popup = new LoginPopupStore();
    const never = () => Promise.reject(new Error('not answered by this test'));
    mocked = {
      emailLogin: jest.spyOn(api.sso, 'emailLogin').mockImplementation(never),
      userInfo: jest.spyOn(api.sso, 'userInfo').mockImplementation(never),
      logout: jest.spyOn(api.sso, 'logout').mockImplementation(never),
    };
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

    it("takes the info a member's page was rendered with, only for the stored session", () => {
      const renderedFor = { session: sessionMark('Bearer s'), info: MEMBER };
      const store = makeStore();
      expect(store.adoptRenderedInfo(renderedFor)).toBe(false);
      expect(store.info).toBeNull();
      writeStored(STORAGE_KEYS.userToken, 'Bearer s');
      writeStored(STORAGE_KEYS.user, { ...MEMBER, nickname: 'Old name' });
      const member = makeStore();
      expect(member.adoptRenderedInfo({ ...renderedFor, info: { nickname: 'no id' } })).toBe(false);
      expect(member.adoptRenderedInfo({ session: sessionMark('Bearer other'), info: MEMBER })).toBe(false);
      expect(member.adoptRenderedInfo(null)).toBe(false);
      expect(member.info?.nickname).toBe('Old name');
      expect(member.adoptRenderedInfo(renderedFor)).toBe(true);
      expect(member.info).toEqual(MEMBER);
      expect(makeStore().info).toEqual(MEMBER); // stored: the fresher copy
    });
  });

  describe('confirmSession', () => {
    it('asks nothing without a token', async () => {
      await expect(makeStore().confirmSession()).resolves.toBe(false);
      expect(mocked.userInfo).not.toHaveBeenCalled();
    });

    it('takes the member the server answers with, and reads nothing more', async () => {
      mocked.userInfo.mockResolvedValue(MEMBER);
      const unpaidCount = jest.spyOn(api.orders, 'unpaidCount');
      const store = makeStore({ session: { token: 'Bearer s', info: null } });
      await expect(store.confirmSession()).resolves.toBe(true);
      expect(store.info).toEqual(MEMBER);
      expect(unpaidCount).not.toHaveBeenCalled();
    });

    it('an answer without a member is no member; a failure keeps what was known', async () => {
      mocked.userInfo.mockResolvedValue(null as unknown as UserInfo);
      const empty = makeStore({ session: { token: 'Bearer s', info: MEMBER } });
      await expect(empty.confirmSession()).resolves.toBe(false);
      expect(empty.info).toBeNull();
      mocked.userInfo.mockRejectedValue(new Error('offline'));
      const offline = makeStore({ session: { token: 'Bearer s', info: MEMBER } });
      await expect(offline.confirmSession()).resolves.toBe(false);
      expect(offline.info).toEqual(MEMBER);
      expect(offline.isLogin).toBe(true);
    });

    it("a session the server refuses (401) is ended by the set's api client", async () => {
      const stores = testStores({
        session: { token: 'Bearer ended', info: MEMBER },
        transport: async () => ({ status: 401, body: fail(401, 'Please log in') }),
      });
      await expect(stores.user.confirmSession()).resolves.toBe(false);
      expect(stores.user.isLogin).toBe(false);
      expect(stores.ui.toasts.at(-1)?.message).toBe('Your login has expired. Please log in again.');
      for (const toast of [...stores.ui.toasts]) stores.ui.removeToast(toast.id);
    });
  });

  it('starts logged out with the data model defaults', () => {
    const store = makeStore();
    expect(store.isLogin).toBe(false);
    expect(store.isVerified).toBe(false);
    expect(store.requireLogin()).toBe(false);
    expect(popup.visible).toBe(true);
  });

  it('logs in: stores token head + token, reads the member, closes the popup', async () => {
    mocked.emailLogin.mockResolvedValue({ token: 'abc', tokenHead: 'Bearer ' });
    mocked.userInfo.mockResolvedValue(MEMBER);
    const store = makeStore();
    popup.open();
    await store.loginWithEmail('a@b.test', 'pw');
    expect(store.token).toBe('Bearer abc');
    expect(store.info).toEqual(MEMBER);
    expect(popup.visible).toBe(false);
    // A new page load finds the session.
    expect(makeStore().token).toBe('Bearer abc');
    expect(makeStore().info?.nickname).toBe('Ann');
  });

  it('announces a completed login with the translated message', async () => {
    mocked.userInfo.mockResolvedValue(MEMBER);
    const deps = makeDeps();
    const store = makeStore(deps);
    await store.completeLogin({ token: 't', tokenHead: 'Bearer ' });
    expect(deps.toast).toHaveBeenCalledWith('t:session.loginSuccess', 'success');
    await store.loginWithEmail('a', 'b').catch(() => undefined);
    expect(deps.toast).toHaveBeenCalledTimes(1); // the shell's popup announces email logins itself
  });

  it('a member a page was just rendered with is not asked for again', async () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer s');
    const store = makeStore();
    await store.loadMemberState();
    expect(mocked.userInfo).not.toHaveBeenCalled();
    expect(store.isLogin).toBe(true);
  });

  it('check: no token means logged out, and the popup opens when asked', async () => {
    const store = makeStore();
    await expect(store.checkLogin({ openPopup: true })).resolves.toBe(false);
    expect(mocked.userInfo).not.toHaveBeenCalled();
    expect(popup.visible).toBe(true);
  });

  it('check: an answer without data leaves the user null', async () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    writeStored(STORAGE_KEYS.user, MEMBER);
    mocked.userInfo.mockResolvedValue(null as unknown as UserInfo);
    const store = makeStore();
    await expect(store.checkLogin()).resolves.toBe(false);
    expect(store.info).toBeNull();
  });

  it('check: a network failure keeps the cached member', async () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    writeStored(STORAGE_KEYS.user, MEMBER);
    mocked.userInfo.mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.checkLogin();
    expect(store.info).toEqual(MEMBER);
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

  it('logout calls the server, wipes the session keys and goes home', async () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    writeStored(STORAGE_KEYS.user, MEMBER);
    writeStored(STORAGE_KEYS.paymentWay, 'card');
    writeStored(STORAGE_KEYS.phoneRegisterSuccess, 'yes');
    writeStored(STORAGE_KEYS.bindEmailOpen, 'yes');
    writeStored(STORAGE_KEYS.currencyCode, 'TWD');
    localStorage.setItem('popups-home', '1');
    localStorage.setItem('popups-blog', '1');
    sessionStorage.setItem(STORAGE_KEYS.bindEmailOpen, '1');
    mocked.logout.mockResolvedValue(null);
    const deps = makeDeps();
    const store = makeStore(deps);
    await store.logout();
    expect(mocked.logout).toHaveBeenCalledTimes(1);
    expect(store.isLogin).toBe(false);
    expect(localStorage.getItem('popups-home')).toBeNull();
    expect(localStorage.getItem('popups-blog')).toBeNull();
    for (const key of ['userToken', 'user', 'paymentWay', 'phoneRegisterSuccess', 'bindEmailOpen'] as const) {
      expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    }
    expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
    expect(readStored(STORAGE_KEYS.currencyCode, isString)).toBe('TWD'); // not part of the session
    expect(deps.navigate).toHaveBeenCalledWith('/');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('logout on a page that asked to stay reloads it, until the page has gone', async () => {
    const deps = makeDeps();
    const store = makeStore(deps);
    const release = store.keepPageOnLogout();
    await store.logout();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
    release();
    release(); // a second release changes nothing
    await store.logout();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });

  it('a silent logout neither reloads nor navigates', async () => {
    const silent = makeDeps();
    const store = makeStore(silent);
    store.keepPageOnLogout();
    await store.logout({ silent: true });
    expect(silent.reload).not.toHaveBeenCalled();
    expect(silent.navigate).not.toHaveBeenCalled();
  });

  it('covers a login and a logout with the loading overlay until the page has changed', async () => {
    const deps = makeDeps();
    const overlay: string[] = [];
    deps.showLoading.mockImplementation(() => overlay.push('show'));
    deps.hideLoading.mockImplementation(() => overlay.push('hide'));
    deps.navigate.mockImplementation(() => overlay.push('navigate'));
    mocked.userInfo.mockImplementation(async () => {
      overlay.push('read member');
      return MEMBER;
    });
    mocked.logout.mockResolvedValue(null);
    const store = makeStore(deps);
    await store.completeLogin({ token: 't', tokenHead: 'Bearer ' }, { announce: false });
    expect(overlay).toEqual(['show', 'read member', 'hide']);
    overlay.length = 0;
    await store.logout();
    expect(overlay).toEqual(['show', 'navigate', 'hide']);
    overlay.length = 0;
    // A failed login read or a silent logout (a 401, the harness) leaves no overlay behind.
    mocked.userInfo.mockRejectedValue(new Error('offline'));
    await store.completeLogin({ token: 'u', tokenHead: 'Bearer ' }, { announce: false });
    await store.logout({ silent: true });
    expect(overlay).toEqual(['show', 'hide']);
  });

  it('a login by phone asks a member without an email for one, 1 s later; one with an email is not asked', async () => {
    jest.useFakeTimers();
    try {
      mocked.userInfo.mockResolvedValue({ ...MEMBER, email: '' });
      const store = makeStore();
      await store.completeLogin({ token: 'p', tokenHead: 'Bearer ' }, { offerBindEmail: true });
      expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
      jest.advanceTimersByTime(BIND_EMAIL_POPUP_DELAY_MS);
      expect([popup.visible, popup.page]).toEqual([true, 'bindEmail']);

      popup.close();
      mocked.userInfo.mockResolvedValue(MEMBER);
      await store.completeLogin({ token: 'q', tokenHead: 'Bearer ' }, { offerBindEmail: true });
      jest.advanceTimersByTime(BIND_EMAIL_POPUP_DELAY_MS);
      expect(popup.visible).toBe(false);
      expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs out even when the server call fails', async () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    mocked.logout.mockRejectedValue(new Error('offline'));
    const store = makeStore();
    await store.logout();
    expect(store.isLogin).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
  });

  it('opens the bind-email popup 1 s after finding the session flag, and clears the flag', () => {
    jest.useFakeTimers();
    try {
      sessionStorage.setItem(STORAGE_KEYS.bindEmailOpen, '1');
      const store = makeStore();
      expect(store.openBindEmailIfFlagged()).toBe(true);
      expect(sessionStorage.getItem(STORAGE_KEYS.bindEmailOpen)).toBeNull();
      jest.advanceTimersByTime(BIND_EMAIL_POPUP_DELAY_MS - 1);
      expect(popup.visible).toBe(false);
      jest.advanceTimersByTime(1);
      expect(popup.visible).toBe(true);
      expect(popup.page).toBe('bindEmail');
      expect(store.openBindEmailIfFlagged()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('survives a corrupt stored session', () => {
    localStorage.setItem(STORAGE_KEYS.userToken, '{broken');
    localStorage.setItem(STORAGE_KEYS.user, 'null');
    expect(makeStore().isLogin).toBe(false);
  });
});
