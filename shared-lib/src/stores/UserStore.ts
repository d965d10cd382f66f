// The one user store of the page (spec 3 "User state", spec 4 "Login"/"Logout").
// Logged in means a token exists; user info is cached locally and refreshed from the server.
import { makeAutoObservable, runInAction } from 'mobx';
import { sso } from '../api/sso';
import type { UserInfo } from '../api/types';
import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from '../platform/storage';

export type LoginPopupPage = 'login' | 'bindEmail';

function isUserInfo(value: unknown): value is UserInfo {
  return typeof value === 'object' && value !== null && typeof (value as UserInfo).id === 'number';
}

export class UserStore {
  token: string | null = null;
  info: UserInfo | null = null;
  showLoginPopup = false;
  loginPopupPage: LoginPopupPage = 'login';

  constructor() {
    makeAutoObservable(this);
    this.restore();
  }

  get isLogin(): boolean {
    return this.token !== null;
  }

  /** Reads the saved session; a legacy token key is migrated (spec 4). */
  restore(): void {
    const legacy = readStored(STORAGE_KEYS.legacyToken, isString);
    if (legacy) {
      writeStored(STORAGE_KEYS.userToken, legacy);
      removeStored(STORAGE_KEYS.legacyToken);
    }
    this.token = readStored(STORAGE_KEYS.userToken, isString);
    this.info = this.token ? readStored(STORAGE_KEYS.user, isUserInfo) : null;
  }

  async loginWithEmail(email: string, password: string): Promise<void> {
    const result = await sso.emailLogin({ email, password });
    this.setToken(`${result.tokenHead}${result.token}`);
    await this.refresh();
    runInAction(() => {
      this.showLoginPopup = false;
    });
  }

  /** Reads user info when a token exists; a failed read leaves the user logged out. */
  async refresh(): Promise<void> {
    if (!this.token) {
      this.setInfo(null);
      return;
    }
    try {
      this.setInfo(await sso.userInfo());
    } catch {
      // 401 already cleared the session through the client hook; other errors keep the cached info.
    }
  }

  async logout(): Promise<void> {
    try {
      if (this.token) await sso.logout();
    } catch {
      // The server session may already be gone; the local one is cleared regardless.
    }
    this.clearSession();
  }

  clearSession(): void {
    this.token = null;
    this.info = null;
    removeStored(STORAGE_KEYS.userToken, STORAGE_KEYS.user);
  }

  /** True when logged in; otherwise opens the login popup (spec 6). */
  requireLogin(): boolean {
    if (!this.isLogin) this.openLoginPopup();
    return this.isLogin;
  }

  openLoginPopup(page: LoginPopupPage = 'login'): void {
    this.loginPopupPage = page;
    this.showLoginPopup = true;
  }

  closeLoginPopup(): void {
    this.showLoginPopup = false;
  }

  private setToken(token: string): void {
    this.token = token;
    writeStored(STORAGE_KEYS.userToken, token);
  }

  private setInfo(info: UserInfo | null): void {
    this.info = info;
    if (info) writeStored(STORAGE_KEYS.user, info);
    else removeStored(STORAGE_KEYS.user);
  }
}
