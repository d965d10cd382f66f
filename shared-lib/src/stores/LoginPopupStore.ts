// The login popup's state: whether it shows, which page and why. Any app opens it (a member's account
// page opens `bindEmail`, `bindPhone`, `changePassword` or `setPassword`); the shell renders it.
import { makeAutoObservable } from 'mobx';

export type LoginPopupPage =
  'login' | 'bindEmail' | 'bindPhone' | 'register' | 'resetPassword' | 'changePassword' | 'setPassword';

/** Why the login popup was opened, which it tells the shopper: `purchase`, a purchase waits for it. */
export type LoginPopupReason = 'purchase';

export class LoginPopupStore {
  visible = false;
  page: LoginPopupPage = 'login';
  /** null: opened by the shopper (or for no reason worth saying). */
  reason: LoginPopupReason | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  open(page: LoginPopupPage = 'login', reason: LoginPopupReason | null = null): void {
    this.page = page;
    this.reason = reason;
    this.visible = true;
  }

  close(): void {
    this.visible = false;
  }
}
