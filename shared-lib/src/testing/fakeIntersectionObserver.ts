// An IntersectionObserver that jsdom lacks, driven by the test: `instances` holds every observer made,
// and a test calls one's callback to bring its element near the viewport.
type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: ObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** Installs the fake on window (a fresh list of instances); `removeIntersectionObserver` takes it away. */
export function installFakeIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
}

export function removeIntersectionObserver(): void {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}
