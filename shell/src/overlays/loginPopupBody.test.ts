import { IDLE_FALLBACK_MS, NETWORK_QUIET_MS } from '../startup/pageSettled';
import type * as LoginBody from './loginPopupBody';

// The forms' module as the import sees it: counted, and refused while "offline".
let mockOffline = false;
const mockFetched = jest.fn();
function MockForms() {
  return null;
}
jest.mock('../login/LoginPopupForms', () => {
  mockFetched();
  if (mockOffline) {
    const error = new Error('Loading chunk login failed.');
    error.name = 'ChunkLoadError';
    throw error;
  }
  return { LoginPopupForms: MockForms };
});

/** A fresh loader per test: it remembers what it fetched for the life of the page. */
let body: typeof LoginBody;
beforeEach(() => {
  jest.resetModules();
  mockOffline = false;
  mockFetched.mockClear();
  body = jest.requireActual<typeof LoginBody>('./loginPopupBody');
});
afterEach(() => jest.useRealTimers());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loginPopupBody', () => {
  it('fetches the forms once however often it is asked, then says they are there', async () => {
    body.preloadLoginBody();
    body.preloadLoginBody();
    await settle();
    expect(mockFetched).toHaveBeenCalledTimes(1);
    // Loaded: readable during render, so opening the popup shows the forms at once.
    expect(body.loginFormsLoad()).toMatchObject({ status: 'fulfilled', value: MockForms });
  });

  it('forgets a failed fetch, so the next intent or Retry tries again', async () => {
    mockOffline = true;
    body.preloadLoginBody();
    body.preloadLoginBody();
    await settle();
    expect(mockFetched).toHaveBeenCalledTimes(1);

    mockOffline = false;
    const again = body.loginFormsLoad();
    await settle();
    expect(mockFetched).toHaveBeenCalledTimes(2);
    expect(again).toMatchObject({ status: 'fulfilled', value: MockForms });
  });

  it('preloads once the page has loaded, the network is quiet and the browser idle', async () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    body.preloadLoginBodyWhenIdle();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(mockFetched).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    // No PerformanceObserver nor requestIdleCallback in jsdom: their timers stand in for them.
    await jest.advanceTimersByTimeAsync(NETWORK_QUIET_MS);
    expect(mockFetched).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
    expect(mockFetched).toHaveBeenCalledTimes(1);
    expect(body.loginFormsLoad().status).toBe('fulfilled');
  });

  it('stops waiting when stopped', async () => {
    jest.useFakeTimers();
    const stop = body.preloadLoginBodyWhenIdle();
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(mockFetched).not.toHaveBeenCalled();
  });
});
