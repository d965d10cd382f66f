// What the shell's overlays show at any app's asking: toasts, the popup stack and site popups.
// State lives here so any app can ask for them; the shell renders it (docs/architecture.md).
import { makeAutoObservable } from 'mobx';
import type { SitePopupKind, SitePopupRequest } from './sitePopups';

/** At most 3 toasts, 3000 ms each, then a 300 ms leave animation. */
export const TOAST_MAX = 3;
export const TOAST_DURATION_MS = 3000;
export const TOAST_LEAVE_MS = 300;
/** Popups stack from z-index 20000, 10 apart. */
export const POPUP_Z_INDEX_BASE = 20_000;
export const POPUP_Z_INDEX_STEP = 10;

export type ToastType = 'info' | 'error' | 'success' | 'warning';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** True during the leave animation; the shell fades it out, then it is removed. */
  leaving: boolean;
}

export interface PopupOptions {
  /** Whether a click on the overlay closes this popup (off unless asked). */
  closeOnOverlay?: boolean;
}

export interface PopupEntry {
  id: string;
  closeOnOverlay: boolean;
  zIndex: number;
}

type Timer = ReturnType<typeof setTimeout>;

export class UiStore {
  toasts: Toast[] = [];
  /** Open popups, bottom first. */
  popups: PopupEntry[] = [];
  /** Site popups asked for by any app (see sitePopups.ts); the shell renders them. */
  sitePopups: SitePopupRequest[] = [];
  private nextId = 1;
  private timers = new Map<string, Timer>();

  constructor() {
    makeAutoObservable<UiStore, 'timers' | 'nextId'>(this, { timers: false, nextId: false });
  }

  // --- toasts -------------------------------------------------------------------------------

  /**
   * Shows a toast. The same message of the same type already on screen is not shown twice (several
   * calls refused for one reason at once would stack identical toasts): it stays for the full
   * duration again, and its id is returned.
   */
  toast(message: string, type: ToastType = 'info'): number {
    const shown = this.toasts.find(
      (toast) => !toast.leaving && toast.message === message && toast.type === type,
    );
    if (shown) {
      this.schedule(`toast:${shown.id}`, TOAST_DURATION_MS, () => this.dismissToast(shown.id));
      return shown.id;
    }
    const id = this.nextId++;
    this.toasts.push({ id, type, message, leaving: false });
    // At most TOAST_MAX at once: the oldest leaves at once, no animation.
    let showing = this.toasts.filter((toast) => !toast.leaving);
    while (showing.length > TOAST_MAX) {
      const oldest = showing[0];
      if (oldest) this.removeToast(oldest.id);
      showing = this.toasts.filter((toast) => !toast.leaving);
    }
    this.schedule(`toast:${id}`, TOAST_DURATION_MS, () => this.dismissToast(id));
    return id;
  }

  /** Starts the leave animation; the toast is removed TOAST_LEAVE_MS later. */
  dismissToast(id: number): void {
    const toast = this.toasts.find((candidate) => candidate.id === id);
    if (!toast || toast.leaving) return;
    toast.leaving = true;
    this.schedule(`toast:${id}`, TOAST_LEAVE_MS, () => this.removeToast(id));
  }

  removeToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    this.cancel(`toast:${id}`);
  }

  // --- popup stack --------------------------------------------------------------------------

  /** Puts a popup on top of the stack (an open one moves to the top); returns its z-index. */
  openPopup(id: string, options: PopupOptions = {}): number {
    const others = this.popups.filter((popup) => popup.id !== id);
    this.popups = [...others, { id, closeOnOverlay: options.closeOnOverlay ?? false, zIndex: 0 }].map(
      (popup, level) => ({ ...popup, zIndex: POPUP_Z_INDEX_BASE + POPUP_Z_INDEX_STEP * level }),
    );
    return this.popups[this.popups.length - 1]?.zIndex ?? POPUP_Z_INDEX_BASE;
  }

  closePopup(id: string): void {
    this.popups = this.popups
      .filter((popup) => popup.id !== id)
      .map((popup, level) => ({ ...popup, zIndex: POPUP_Z_INDEX_BASE + POPUP_Z_INDEX_STEP * level }));
  }

  /** The overlay of a popup was clicked: close it only if that popup allows it. Returns whether it closed. */
  overlayClick(id: string): boolean {
    const popup = this.popups.find((entry) => entry.id === id);
    if (!popup?.closeOnOverlay) return false;
    this.closePopup(id);
    return true;
  }

  isPopupOpen(id: string): boolean {
    return this.popups.some((popup) => popup.id === id);
  }

  popupZIndex(id: string): number | null {
    return this.popups.find((popup) => popup.id === id)?.zIndex ?? null;
  }

  get topPopup(): PopupEntry | null {
    return this.popups[this.popups.length - 1] ?? null;
  }

  /** Page scroll is locked while any popup is open; the shell applies it to <body>. */
  get scrollLocked(): boolean {
    return this.popups.length > 0;
  }

  // --- site popups ------------------------------------------------------------------------

  /** Asks the shell for a site popup; one of each kind, a new request replaces an open one. */
  openSitePopup(request: SitePopupRequest): void {
    this.sitePopups = [...this.sitePopups.filter((open) => open.kind !== request.kind), request];
  }

  closeSitePopup(kind: SitePopupKind): void {
    this.sitePopups = this.sitePopups.filter((open) => open.kind !== kind);
  }

  sitePopup<K extends SitePopupKind>(kind: K): Extract<SitePopupRequest, { kind: K }> | null {
    const found = this.sitePopups.find((open) => open.kind === kind);
    return (found as Extract<SitePopupRequest, { kind: K }> | undefined) ?? null;
  }

  // --- timers -------------------------------------------------------------------------------

  private schedule(key: string, ms: number, run: () => void): void {
    this.cancel(key);
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        run();
      }, ms),
    );
  }

  private cancel(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }

  /** Stops every timer: the set is done (a request the store's server has rendered, a test). */
  dispose(): void {
    for (const key of [...this.timers.keys()]) this.cancel(key);
  }
}
