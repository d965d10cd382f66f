import { sso } from '../api/sso';
import type { UserInfo } from '../api/types';
import { STORAGE_KEYS, writeStored } from '../platform/storage';
import { UserStore } from './UserStore';

jest.mock('../api/sso', () => ({
  sso: { emailLogin: jest.fn(), userInfo: jest.fn(), logout: jest.fn() },
}));
const mocked = jest.mocked(sso);

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

describe('UserStore', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.resetAllMocks();
  });

  it('starts logged out without a token', () => {
    const store = new UserStore();
    expect(store.isLogin).toBe(false);
    expect(store.requireLogin()).toBe(false);
    expect(store.showLoginPopup).toBe(true);
  });

  it('logs in: stores token head + token, reads the member, closes the popup', async () => {
    mocked.emailLogin.mockResolvedValue({ token: 'abc', tokenHead: 'Bearer ' });
    mocked.userInfo.mockResolvedValue(MEMBER);
    const store = new UserStore();
    store.openLoginPopup();
    await store.loginWithEmail('a@b.test', 'pw');
    expect(store.token).toBe('Bearer abc');
    expect(store.info).toEqual(MEMBER);
    expect(store.showLoginPopup).toBe(false);
    // A new page load finds the session.
    expect(new UserStore().token).toBe('Bearer abc');
    expect(new UserStore().info?.nickname).toBe('Ann');
  });

  it('migrates the legacy token key', () => {
    writeStored(STORAGE_KEYS.legacyToken, 'Bearer old');
    const store = new UserStore();
    expect(store.token).toBe('Bearer old');
    expect(localStorage.getItem(STORAGE_KEYS.legacyToken)).toBeNull();
  });

  it('logs out even when the server call fails', async () => {
    writeStored(STORAGE_KEYS.userToken, 'Bearer t');
    mocked.logout.mockRejectedValue(new Error('offline'));
    const store = new UserStore();
    await store.logout();
    expect(store.isLogin).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
  });

  it('survives a corrupt stored session', () => {
    localStorage.setItem(STORAGE_KEYS.userToken, '{broken');
    localStorage.setItem(STORAGE_KEYS.user, 'null');
    expect(new UserStore().isLogin).toBe(false);
  });
});
