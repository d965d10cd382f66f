// The session of the page's store set (the state rules "Login"/"Logout"): the token and the member.
// Logged in means a token exists; user info is cached locally and refreshed from the server.
// The api, toasts, texts, navigation and the login popup come in through `UserStoreDeps`, wired by
// createStores.ts.
import { makeAutoObservable } from 'mobx';
import type { Api } from '../api/createApi';
import { isUserInfo } from '../api/isUserInfo';
import type { LoginResult, UserInfo } from '../api/types';
import { sessionMark } from '../platform/personalView';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../platform/storage';
import type { LoginPopupPage, LoginPopupReason } from './LoginPopupStore';
import type { ToastType } from './UiStore';
import { storedToken } from './storedToken';
import {
  BIND_EMAIL_POPUP_DELAY_MS,
  HOME_PATH,
  clearStoredSession,
  flagBindEmail,
  takeBindEmailFlag,
} from './userSession';

/** The member a page is rendered for on the store's server: the session, and their info once read. */
export interface RenderedSession {
  token: string;
  info: UserInfo | null;
}

/** What a page rendered for a member says of them: the session's mark and the info rendered with. */
export interface RenderedMember {
  session: string;
  info: UserInfo;
}

export interface UserStoreDeps {
  api: Api;
  /**
   * The member the store starts with instead of the stored session: on the store's server, the one the
   * request's session cookie names (read by the server), or nobody.
   */
  session?: RenderedSession | null;
  toast(message: string, type: ToastType): void;
  translate(key: string): string;
  navigate(path: string): void;
  reload(): void;
  /** The site's loading overlay (counted): shown while a login or a logout changes the whole page. */
  showLoading(): void;
  hideLoading(): void;
  /** The login popup (LoginPopupStore): asked for a member, closed once one has logged in. */
  openLoginPopup(page: LoginPopupPage, reason: LoginPopupReason | null): void;
  closeLoginPopup(): void;
}

const noDeps: Omit<UserStoreDeps, 'api'> = {
  toast: () => undefined,
  translate: (key) => key,
  navigate: () => undefined,
  reload: () => undefined,
  showLoading: () => undefined,
  hideLoading: () => undefined,
  openLoginPopup: () => undefined,
  closeLoginPopup: () => undefined,
};

export class UserStore {
  token: string | null = null;
  info: UserInfo | null = null;
  isVerified = false;
  /**
   * Counts the changes a page made to the member's coupons or orders (a claim, a new order): the views
   * that show them (the header's hot status, the account centre) read them again when it moves.
   */
  memberDataRevision = 0;
  /** Pages open now that stay, reloaded, when their shopper logs out (`keepPageOnLogout`). */
  private pagesKeptOnLogout = 0;
  private deps: UserStoreDeps;

  constructor(deps: Pick<UserStoreDeps, 'api'> & Partial<UserStoreDeps>) {
    this.deps = { ...noDeps, ...deps };
    makeAutoObservable<UserStore, 'deps' | 'pagesKeptOnLogout'>(this, {
      deps: false,
      pagesKeptOnLogout: false,
    });
    if (deps.session === undefined) this.restore();
    else this.adoptSession(deps.session);
  }

  get isLogin(): boolean {
    return this.token !== null;
  }

  /** Reads the saved session; a legacy token key is migrated. */
  restore(): void {
    this.token = storedToken();
    this.info = this.token ? readStored(STORAGE_KEYS.user, isUserInfo) : null;
  }

  // --- server rendering ---------------------------------------------------------------------

  /**
   * The member this set is for, nothing read or stored; null: a guest. The store's server's set starts
   * with the request's member; tests log a set in with it (testing/testStores.ts `logIn`). A page logs
   * in through `completeLogin`, which stores the session.
   */
  adoptSession(session: RenderedSession | null): void {
    this.token = session?.token ?? null;
    this.info = session?.info ?? null;
  }

  /**
   * In the browser, before a page the server rendered for a member hydrates: the info it was rendered
   * with, fresher than the stored copy, so the first render is the server's. Only when it was rendered
   * for the stored session (RenderedMember.session, platform/personalView.ts sessionMark).
   */
  adoptRenderedInfo(rendered: unknown): boolean {
    const { session, info } = (rendered ?? {}) as Partial<RenderedMember>;
    if (!this.token || session !== sessionMark(this.token) || !isUserInfo(info)) return false;
    this.setInfo(info);
    return true;
  }

  // --- login --------------------------------------------------------------------------------

  /**
   * Email login. The shell's popup announces the success with the member's name, so this does not
   * (pass `announce: true` once it stops doing so).
   */
  async loginWithEmail(email: string, password: string, options: { announce?: boolean } = {}): Promise<void> {
    await this.completeLogin(await this.deps.api.sso.emailLogin({ email, password }), {
      announce: options.announce ?? false,
    });
  }

  /**
   * Any login result (email, phone, oauth2 code): store the token, read the member, close the popup.
   * The whole page changes to the member's meanwhile: the loading overlay covers it. `offerBindEmail`
   * (a login or registration by phone) sets the bind-email flag: a member without an email address
   * is then asked for one.
   */
  async completeLogin(
    result: LoginResult,
    options: { announce?: boolean; offerBindEmail?: boolean } = {},
  ): Promise<void> {
    if (options.offerBindEmail) flagBindEmail();
    this.setToken(`${result.tokenHead}${result.token}`);
    this.deps.showLoading();
    try {
      await this.checkLogin();
    } finally {
      this.deps.hideLoading();
    }
    this.deps.closeLoginPopup();
    if (options.announce ?? true) this.deps.toast(this.deps.translate('session.loginSuccess'), 'success');
  }

  /**
   * With a token, read the member; code 200 with data logs in and stores the info (the
   * views of the member's coupons and orders read them for the new member), an empty answer leaves the user null. Without a token the
   * user is logged out and, if asked, the login popup opens. A network failure keeps the cached info.
   */
  async checkLogin(options: { openPopup?: boolean } = {}): Promise<boolean> {
    if (!this.token) {
      this.setInfo(null);
      if (options.openPopup) this.deps.openLoginPopup('login', null);
      return false;
    }
    if (!(await this.confirmSession())) return this.isLogin && this.info !== null;
    await this.loadMemberState();
    return true;
  }

  /**
   * Reads the member behind the token: true when the server answers with one. A 401 has cleared the
   * session (the api client's hook); another failure keeps what was known (false).
   */
  async confirmSession(): Promise<boolean> {
    if (!this.token) return false;
    let info: UserInfo | null;
    try {
      info = await this.deps.api.sso.userInfo();
    } catch {
      return false;
    }
    this.setInfo(isUserInfo(info) ? info : null);
    return this.info !== null;
  }

  /**
   * What follows a confirmed member (checkLogin, or a page the store's server has just rendered with the
   * member it read): a flagged bind-email popup.
   */
  async loadMemberState(): Promise<void> {
    this.openBindEmailIfFlagged();
  }

  // --- the member's data --------------------------------------------------------------------

  /** A page changed the member's coupons or orders: the views that show them read them again. */
  memberDataChanged(): void {
    this.memberDataRevision += 1;
  }

  setVerified(verified: boolean): void {
    this.isVerified = verified;
  }

  // --- logout -------------------------------------------------------------------------------

  /**
   * Server call, local wipe, then go home unless silent, or reload a page that asked to
   * stay (`keepPageOnLogout`).
   * A shopper's own logout waits under the loading overlay until the page moves.
   */
  async logout(options: { silent?: boolean } = {}): Promise<void> {
    if (!options.silent) this.deps.showLoading();
    try {
      try {
        if (this.token) await this.deps.api.sso.logout();
      } catch {
        // The server session may already be gone; the local one is cleared regardless.
      }
      this.clearSession();
      if (options.silent) return;
      if (this.pagesKeptOnLogout > 0) this.deps.reload();
      else this.deps.navigate(HOME_PATH);
    } finally {
      if (!options.silent) this.deps.hideLoading();
    }
  }

  /**
   * Asks that a logout reload the page instead of going home (a product's top-up page); the page
   * calls it while it is shown and calls the answer when it goes.
   */
  keepPageOnLogout(): () => void {
    this.pagesKeptOnLogout += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.pagesKeptOnLogout -= 1;
    };
  }

  /** The local part of a logout (also what a 401 does: no server call, no navigation). */
  clearSession(): void {
    this.token = null;
    this.info = null;
    clearStoredSession();
  }

  // --- asking for a member -------------------------------------------------------------------

  /** True when logged in; otherwise opens the login popup, saying why when a reason is given. */
  requireLogin(reason: LoginPopupReason | null = null): boolean {
    if (!this.isLogin) this.deps.openLoginPopup('login', reason);
    return this.isLogin;
  }

  /**
   * A session flag asks for the bind-email popup, opened 1 s later; the flag is cleared. A
   * member who has an email address already is not asked.
   */
  openBindEmailIfFlagged(): boolean {
    if (!takeBindEmailFlag() || this.info?.email) return false;
    setTimeout(() => this.deps.openLoginPopup('bindEmail', null), BIND_EMAIL_POPUP_DELAY_MS);
    return true;
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
