// The shell's notifications (the new-version notice): a title and a message at the top of the page, each
// for 4500 ms or until dismissed. One list per store set, reached from the set like the set's stores.
import { makeAutoObservable } from 'mobx';
import type { ToastType } from '@topup/shared-lib';
import { perStoreSet } from '../app/perStoreSet';

/** Notifications stay 4500 ms. */
export const NOTIFICATION_DURATION_MS = 4500;

export interface UiNotification {
  id: number;
  type: ToastType;
  title: string;
  message: string;
}

export class NotificationStore {
  notifications: UiNotification[] = [];
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable<NotificationStore, 'nextId' | 'timers'>(this, { nextId: false, timers: false });
  }

  notify(title: string, message = '', type: ToastType = 'info'): number {
    const id = this.nextId++;
    this.notifications.push({ id, type, title, message });
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), NOTIFICATION_DURATION_MS),
    );
    return id;
  }

  dismiss(id: number): void {
    this.notifications = this.notifications.filter((entry) => entry.id !== id);
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }
}

/** The notifications of this store set. */
export const notificationsOf = perStoreSet(() => new NotificationStore());
