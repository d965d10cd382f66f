// The session of the page's store set: the token and the member.
// Logged in means a token exists; the member's info is kept in storage beside it. Every app reads the
// session here; the flows that change it (log in, confirm with the server, log out) are the hosts'
// (the shell's session module), which write it through setToken, setInfo and clearSession.
import { makeAutoObservable } from 'mobx';
import { isUserInfo } from '../api/isUserInfo';
import type { UserInfo } from '../api/types';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../platform/storage';
import type { LoginPopupPage, LoginPopupReason } from './LoginPopupStore';
import { storedToken } from './storedToken';
import { clearStoredSession } from './userSession';

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
  /**
   * The member the store starts with instead of the stored session: on the store's server, the one the
   * request's session cookie names (read by the server), or nobody.
   */
  session?: RenderedSession | null;
  /** The login popup (LoginPopupStore), asked for a member by `requireLogin`. */
  openLoginPopup?(page: LoginPopupPage, reason: LoginPopupReason | null): void;
}

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
  private readonly openLoginPopup: NonNullable<UserStoreDeps['openLoginPopup']>;

  constructor(deps: UserStoreDeps = {}) {
    this.openLoginPopup = deps.openLoginPopup ?? (() => undefined);
    makeAutoObservable<UserStore, 'openLoginPopup' | 'pagesKeptOnLogout'>(this, {
      openLoginPopup: false,
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

  /**
   * The member this set is for, nothing read or stored; null: a guest. The store's server's set starts
   * with the request's member; tests log a set in with it (testing/testStores.ts `logIn`).
   */
  adoptSession(session: RenderedSession | null): void {
    this.token = session?.token ?? null;
    this.info = session?.info ?? null;
  }

  /** A login's token, stored: the member is logged in from now on, in this tab and the next. */
  setToken(token: string): void {
    this.token = token;
    writeStored(STORAGE_KEYS.userToken, token);
  }

  /** The member behind the token as the server last said (null: none), stored beside it. */
  setInfo(info: UserInfo | null): void {
    this.info = info;
    if (info) writeStored(STORAGE_KEYS.user, info);
    else removeStored(STORAGE_KEYS.user);
  }

  /** The local part of a logout (also what a 401 does: no server call, no navigation). */
  clearSession(): void {
    this.token = null;
    this.info = null;
    clearStoredSession();
  }

  /** A page changed the member's coupons or orders: the views that show them read them again. */
  memberDataChanged(): void {
    this.memberDataRevision += 1;
  }

  setVerified(verified: boolean): void {
    this.isVerified = verified;
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

  /** Whether a page open now asked a logout to reload it (`keepPageOnLogout`). */
  get keepsPageOnLogout(): boolean {
    return this.pagesKeptOnLogout > 0;
  }

  /** True when logged in; otherwise opens the login popup, saying why when a reason is given. */
  requireLogin(reason: LoginPopupReason | null = null): boolean {
    if (!this.isLogin) this.openLoginPopup('login', reason);
    return this.isLogin;
  }
}
