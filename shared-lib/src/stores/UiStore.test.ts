import { TOAST_DURATION_MS, TOAST_MAX, UiStore } from './UiStore';

describe('UiStore toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`keeps at most ${TOAST_MAX}, dropping the oldest`, () => {
    const ui = new UiStore();
    ['a', 'b', 'c', 'd'].forEach((message) => ui.toast(message));
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['b', 'c', 'd']);
  });

  it('dismisses a toast after its duration', () => {
    const ui = new UiStore();
    ui.toast('hello', 'success');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(ui.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(ui.toasts).toHaveLength(0);
  });
});
