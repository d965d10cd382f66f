// What the shell's overlays show. State lives here so any app can ask for a toast; the shell renders it.
import { makeAutoObservable } from 'mobx';

export const TOAST_MAX = 3;
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'info' | 'error' | 'success' | 'warning';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

export class UiStore {
  toasts: Toast[] = [];
  private nextId = 1;
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor() {
    makeAutoObservable<UiStore, 'timers' | 'nextId'>(this, { timers: false, nextId: false });
  }

  toast(message: string, type: ToastType = 'info'): number {
    const id = this.nextId++;
    this.toasts.push({ id, type, message });
    // At most TOAST_MAX at once: the oldest leaves (spec 5).
    while (this.toasts.length > TOAST_MAX) {
      const oldest = this.toasts[0];
      if (oldest) this.dismissToast(oldest.id);
    }
    this.timers.set(
      id,
      setTimeout(() => this.dismissToast(id), TOAST_DURATION_MS),
    );
    return id;
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    const timer = this.timers.get(id);
    if (timer) clearTimeout(timer);
    this.timers.delete(id);
  }
}
