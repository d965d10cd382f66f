// How a host changes the member's session: a login of any kind, the stored session confirmed with the
// server, a logout. The session itself is the store set's user store, which every app reads; only a host
// (the shell, a remote's standalone harness) logs a shopper in or out.
import {
  STORAGE_KEYS,
  isUserInfo,
  readSession,
  removeSession,
  writeSession,
  type LoginResult,
  type RenderedMember,
  type Stores,
  type UserInfo,
} from '@topup/shared-lib';
import { SHELL_NS } from '../i18n/registerShellStrings';
import { loginApi } from './loginApi';
import { sessionMark } from '../platform/personalView';
import { loadingOverlay } from '../overlays/loadingOverlayStore';
import { perStoreSet } from '../app/perStoreSet';

/** Where a shopper's own logout goes, unless the page asked to stay. */
export const HOME_PATH = '/';
/** The bind-email popup opens 1 s after the page finds the session flag. */
export const BIND_EMAIL_POPUP_DELAY_MS = 1000;

export class MemberSession {
  constructor(private readonly stores: Stores) {}

  /** Email login. The popup announces the success with the member's name, so this does not unless asked. */
  async loginWithEmail(email: string, password: string, options: { announce?: boolean } = {}): Promise<void> {
    const result = await loginApi(this.stores.api).emailLogin({ email, password });
    await this.completeLogin(result, { announce: options.announce ?? false });
  }

  /**
   * Any login result (email, phone, oauth2 code): store the token, read the member, close the popup.
   * The whole page changes to the member's meanwhile: the loading overlay covers it. `offerBindEmail`
   * (a login or registration by phone) asks a member without an email address for one.
   */
  async completeLogin(
    result: LoginResult,
    options: { announce?: boolean; offerBindEmail?: boolean } = {},
  ): Promise<void> {
    const { user, ui, loginPopup, i18n } = this.stores;
    if (options.offerBindEmail) writeSession(STORAGE_KEYS.bindEmailOpen, '1');
    user.setToken(`${result.tokenHead}${result.token}`);
    loadingOverlay(this.stores).show();
    try {
      await this.checkLogin();
    } finally {
      loadingOverlay(this.stores).hide();
    }
    loginPopup.close();
    if (options.announce ?? true) ui.toast(i18n.t('login.loggedIn', { ns: SHELL_NS }), 'success');
  }

  /**
   * With a token, read the member: one answered logs in (and a flagged bind-email popup follows), none
   * leaves the info null, a network failure keeps the cached info. Without a token the shopper is
   * logged out and, if asked, the login popup opens.
   */
  async checkLogin(options: { openPopup?: boolean } = {}): Promise<boolean> {
    const { user, loginPopup } = this.stores;
    if (!user.token) {
      user.setInfo(null);
      if (options.openPopup) loginPopup.open('login');
      return false;
    }
    if (!(await this.confirmSession())) return user.isLogin && user.info !== null;
    this.loadMemberState();
    return true;
  }

  /**
   * Reads the member behind the token: true when the server answers with one. A 401 has cleared the
   * session (the api client's hook); another failure keeps what was known (false).
   */
  async confirmSession(): Promise<boolean> {
    const { user, api } = this.stores;
    if (!user.token) return false;
    let info: UserInfo | null;
    try {
      info = await loginApi(api).userInfo();
    } catch {
      return false;
    }
    user.setInfo(isUserInfo(info) ? info : null);
    return user.info !== null;
  }

  /**
   * What follows a confirmed member (checkLogin, or a page the store's server has just rendered with the
   * member it read): a flagged bind-email popup, 1 s later, unless the member has an email address.
   */
  loadMemberState(): boolean {
    const flagged = readSession(STORAGE_KEYS.bindEmailOpen) !== null;
    removeSession(STORAGE_KEYS.bindEmailOpen);
    if (!flagged || this.stores.user.info?.email) return false;
    setTimeout(() => this.stores.loginPopup.open('bindEmail'), BIND_EMAIL_POPUP_DELAY_MS);
    return true;
  }

  /**
   * In the browser, before a page the server rendered for a member hydrates: the info it was rendered
   * with, fresher than the stored copy, so the first render is the server's. Only when it was rendered
   * for the stored session (RenderedMember.session, sessionMark).
   */
  adoptRenderedInfo(rendered: unknown): boolean {
    const { user } = this.stores;
    const { session, info } = (rendered ?? {}) as Partial<RenderedMember>;
    if (!user.token || session !== sessionMark(user.token) || !isUserInfo(info)) return false;
    user.setInfo(info);
    return true;
  }

  /**
   * Server call, local wipe, then go home unless silent, or reload a page that asked to stay
   * (`keepPageOnLogout`). A shopper's own logout waits under the loading overlay until the page moves.
   */
  async logout(options: { silent?: boolean } = {}): Promise<void> {
    const { user, navigation, api } = this.stores;
    if (!options.silent) loadingOverlay(this.stores).show();
    try {
      try {
        if (user.token) await loginApi(api).logout();
      } catch {
        // The server session may already be gone; the local one is cleared regardless.
      }
      user.clearSession();
      if (options.silent) return;
      if (user.keepsPageOnLogout) navigation.reload();
      else navigation.navigate(HOME_PATH);
    } finally {
      if (!options.silent) loadingOverlay(this.stores).hide();
    }
  }
}

export const memberSession = perStoreSet((stores) => new MemberSession(stores));
