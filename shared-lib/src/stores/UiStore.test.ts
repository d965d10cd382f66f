import {
  POPUP_Z_INDEX_BASE,
  POPUP_Z_INDEX_STEP,
  TOAST_DURATION_MS,
  TOAST_LEAVE_MS,
  TOAST_MAX,
  UiStore,
} from './UiStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('UiStore toasts', () => {
  it('keeps its toast and popup figures', () => {
    expect([TOAST_MAX, TOAST_DURATION_MS, TOAST_LEAVE_MS]).toEqual([3, 3000, 300]);
    expect([POPUP_Z_INDEX_BASE, POPUP_Z_INDEX_STEP]).toEqual([20000, 10]);
  });

  it(`keeps at most ${TOAST_MAX}: the 4th drops the oldest`, () => {
    const ui = new UiStore();
    ['a', 'b', 'c', 'd'].forEach((message) => ui.toast(message));
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['b', 'c', 'd']);
  });

  it('shows each type', () => {
    const ui = new UiStore();
    (['info', 'error', 'success'] as const).forEach((type) => ui.toast(type, type));
    expect(ui.toasts.map((toast) => toast.type)).toEqual(['info', 'error', 'success']);
    ui.toast('w', 'warning');
    expect(ui.toasts.map((toast) => toast.type)).toEqual(['error', 'success', 'warning']);
  });

  it('leaves after its duration, then is removed after the leave animation', () => {
    const ui = new UiStore();
    ui.toast('hello', 'success');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(ui.toasts[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(ui.toasts[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(TOAST_LEAVE_MS - 1);
    expect(ui.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(ui.toasts).toHaveLength(0);
  });

  it('a leaving toast does not count towards the maximum', () => {
    const ui = new UiStore();
    const first = ui.toast('a');
    ui.toast('b');
    ui.toast('c');
    ui.dismissToast(first);
    ui.toast('d');
    expect(ui.toasts.map((toast) => [toast.message, toast.leaving])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
      ['d', false],
    ]);
  });

  it('shows an identical message of the same type once, for the full duration again', () => {
    const ui = new UiStore();
    const first = ui.toast('Not supported', 'error');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(ui.toast('Not supported', 'error')).toBe(first);
    ui.toast('Not supported', 'error');
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['Not supported']);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(ui.toasts[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(ui.toasts[0]?.leaving).toBe(true);
    // Another type, or the same text once the first is leaving, is a toast of its own.
    ui.toast('Not supported', 'warning');
    ui.toast('Not supported', 'error');
    expect(ui.toasts.map((toast) => [toast.type, toast.leaving])).toEqual([
      ['error', true],
      ['warning', false],
      ['error', false],
    ]);
  });

  it('closing by hand also animates out', () => {
    const ui = new UiStore();
    const id = ui.toast('x');
    ui.dismissToast(id);
    expect(ui.toasts[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(ui.toasts).toHaveLength(0);
  });
});

describe('UiStore popup stack', () => {
  it('stacks z-index from 20000 in steps of 10 and re-stacks on close', () => {
    const ui = new UiStore();
    expect(ui.openPopup('login')).toBe(POPUP_Z_INDEX_BASE);
    expect(ui.openPopup('payment')).toBe(POPUP_Z_INDEX_BASE + POPUP_Z_INDEX_STEP);
    expect(ui.openPopup('tips')).toBe(POPUP_Z_INDEX_BASE + 2 * POPUP_Z_INDEX_STEP);
    expect(ui.topPopup?.id).toBe('tips');
    ui.closePopup('login');
    expect(ui.popupZIndex('payment')).toBe(POPUP_Z_INDEX_BASE);
    expect(ui.popupZIndex('tips')).toBe(POPUP_Z_INDEX_BASE + POPUP_Z_INDEX_STEP);
    expect(ui.popupZIndex('login')).toBeNull();
  });

  it('reopening a popup brings it to the top', () => {
    const ui = new UiStore();
    ui.openPopup('a');
    ui.openPopup('b');
    ui.openPopup('a');
    expect(ui.popups.map((popup) => popup.id)).toEqual(['b', 'a']);
    expect(ui.popupZIndex('a')).toBe(POPUP_Z_INDEX_BASE + POPUP_Z_INDEX_STEP);
  });

  it('locks page scroll while any popup is open', () => {
    const ui = new UiStore();
    expect(ui.scrollLocked).toBe(false);
    ui.openPopup('a');
    ui.openPopup('b');
    ui.closePopup('a');
    expect(ui.scrollLocked).toBe(true);
    ui.closePopup('b');
    expect(ui.scrollLocked).toBe(false);
  });

  it('closes on overlay click only where enabled', () => {
    const ui = new UiStore();
    ui.openPopup('sticky');
    ui.openPopup('soft', { closeOnOverlay: true });
    expect(ui.overlayClick('sticky')).toBe(false);
    expect(ui.isPopupOpen('sticky')).toBe(true);
    expect(ui.overlayClick('soft')).toBe(true);
    expect(ui.isPopupOpen('soft')).toBe(false);
  });
});
