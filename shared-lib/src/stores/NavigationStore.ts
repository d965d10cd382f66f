// Navigation requests from stores and the api client. shared-lib cannot hold the router (the shell
// owns it), so stores ask here and the shell registers the handlers that honour each request.
// Requests made before the shell registers wait in `pending` and are delivered on registration.
import { makeAutoObservable } from 'mobx';

export interface NavigationRequest {
  id: number;
  /** A bare site path ('/', '/error/notsupported'); the shell adds the language prefix. */
  path: string;
  /** Replace the current history entry instead of pushing. */
  replace: boolean;
}

export interface NavigationHandlers {
  navigate(path: string, options: { replace: boolean }): void;
  reload(): void;
}

export class NavigationStore {
  pending: NavigationRequest | null = null;
  reloadPending = false;
  private handlers: NavigationHandlers | null = null;
  private nextId = 1;

  constructor() {
    makeAutoObservable<NavigationStore, 'handlers' | 'nextId'>(this, { handlers: false, nextId: false });
  }

  /** The shell calls this once its router exists; returns the unregister function. */
  register(handlers: NavigationHandlers): () => void {
    this.handlers = handlers;
    this.flush();
    return () => {
      if (this.handlers === handlers) this.handlers = null;
    };
  }

  navigate(path: string, options: { replace?: boolean } = {}): void {
    this.pending = { id: this.nextId++, path, replace: options.replace ?? false };
    this.flush();
  }

  reload(): void {
    this.reloadPending = true;
    this.flush();
  }

  private flush(): void {
    if (!this.handlers) return;
    const request = this.pending;
    const reload = this.reloadPending;
    this.pending = null;
    this.reloadPending = false;
    if (request) this.handlers.navigate(request.path, { replace: request.replace });
    if (reload) this.handlers.reload();
  }
}
