import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getRuntimeConfig, i18n, resetLoadedScripts, setRuntimeConfig, writeStored } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/testing';
import '../i18n/registerShellStrings';
import { HelpButton } from './HelpButton';
import { HELP_BOTTOM_DEFAULT_PX } from './helpPosition';
import { HELP_POSITION_STORAGE_KEY, readHelpBottom } from './helpStorage';
import { CHAT_LOAD_DELAY_MS } from '../integrations/thirdPartyScripts';

// jsdom has no PointerEvent, so fireEvent.pointer* would build a plain Event without clientY.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent)
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent });
});
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, button = <HelpButton />) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        {button}
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The button, once the chat script was due (it shows without waiting for it). */
function renderRevealed(path = '/') {
  const view = renderAt(path);
  act(() => jest.advanceTimersByTime(CHAT_LOAD_DELAY_MS));
  return view;
}

const helpButton = () => screen.getByRole('button', { name: 'Help' });
const bottomOf = (element: HTMLElement) => element.style.getPropertyValue('--help-bottom');

function drag(element: HTMLElement, fromY: number, toY: number) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientY: fromY });
  fireEvent.pointerMove(element, { pointerId: 1, clientY: toY });
  fireEvent.pointerUp(element, { pointerId: 1, clientY: toY });
}

describe('HelpButton', () => {
  const config = getRuntimeConfig();
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
  });
  afterEach(async () => {
    jest.useRealTimers();
    setRuntimeConfig(config);
    setWindowGlobal('TopupChat', undefined);
    await act(() => i18n.changeLanguage('en'));
  });

  it('appears at once, before the chat script, with an icon and a description', async () => {
    renderAt('/');
    expect(helpButton()).toHaveAccessibleDescription(/arrow keys/);
    expect(helpButton().querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(bottomOf(helpButton())).toBe(`${HELP_BOTTOM_DEFAULT_PX}px`);
  });

  it.each(['/blog', '/blog/guides', '/zh-TW/blog/x', '/zh-TW/blog'])('is hidden on %p', (path) => {
    renderRevealed(path);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows the pathname prop when given', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <HelpButton pathname="/zh-TW/blog/x" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    act(() => jest.advanceTimersByTime(CHAT_LOAD_DELAY_MS));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves no timer behind on unmount', () => {
    const { unmount } = renderAt('/');
    act(() => jest.advanceTimersByTime(1000));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('goes to the help page in the current language without a chat', async () => {
    renderRevealed('/top-up');
    fireEvent.click(helpButton());
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/help$/);
    await act(() => i18n.changeLanguage('zh-TW'));
    fireEvent.click(screen.getByRole('button', { name: '幫助' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/zh-TW\/help$/);
  });

  it('opens the chat once its script loaded', async () => {
    resetLoadedScripts();
    setRuntimeConfig({ ...config, scripts: { chat: '/sandbox/chat.js' } });
    const open = jest.fn();
    const scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupChat', { open });
      return 'load';
    });
    try {
      renderAt('/');
      await act(() => jest.advanceTimersByTimeAsync(CHAT_LOAD_DELAY_MS));
      expect(scripts.srcs).toEqual(['/sandbox/chat.js']);
      await act(async () => fireEvent.click(helpButton()));
      expect(open).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    } finally {
      scripts.stop();
    }
  });

  it('does not move for a press of 5 px or less, and that press still counts', () => {
    renderRevealed('/');
    drag(helpButton(), 400, 405);
    expect(bottomOf(helpButton())).toBe('165px');
    expect(readHelpBottom()).toBeNull();
    fireEvent.click(helpButton());
    expect(screen.getByLabelText('path')).toHaveTextContent('/help');
  });

  it('moves past 5 px, saves the spot, and the drag is not a press', () => {
    renderRevealed('/');
    drag(helpButton(), 400, 394);
    expect(bottomOf(helpButton())).toBe('171px');
    expect(readHelpBottom()).toBe(171);
    fireEvent.click(helpButton());
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('keeps the drag inside the window', () => {
    renderRevealed('/');
    drag(helpButton(), 400, -2000);
    expect(bottomOf(helpButton())).toBe(`${768 - 100}px`);
    drag(helpButton(), 100, 3000);
    expect(bottomOf(helpButton())).toBe('20px');
    expect(readHelpBottom()).toBe(20);
  });

  it('puts the button back when the browser cancels the drag', () => {
    renderRevealed('/');
    fireEvent.pointerDown(helpButton(), { pointerId: 1, button: 0, clientY: 400 });
    fireEvent.pointerMove(helpButton(), { pointerId: 1, clientY: 300 });
    expect(bottomOf(helpButton())).toBe('265px');
    fireEvent.pointerCancel(helpButton(), { pointerId: 1, clientY: 0 });
    expect(bottomOf(helpButton())).toBe('165px');
    expect(readHelpBottom()).toBeNull();
  });

  it('moves with ArrowUp and ArrowDown, clamped and saved', () => {
    renderRevealed('/');
    fireEvent.keyDown(helpButton(), { key: 'ArrowUp' });
    expect(bottomOf(helpButton())).toBe('175px');
    expect(readHelpBottom()).toBe(175);
    for (let i = 0; i < 30; i += 1) fireEvent.keyDown(helpButton(), { key: 'ArrowDown' });
    expect(bottomOf(helpButton())).toBe('20px');
    fireEvent.keyDown(helpButton(), { key: 'Tab' });
    expect(bottomOf(helpButton())).toBe('20px');
  });

  it('restores the saved spot, clamped to the window', () => {
    writeStored(HELP_POSITION_STORAGE_KEY, 300);
    const { unmount } = renderRevealed('/');
    expect(bottomOf(helpButton())).toBe('300px');
    unmount();
    writeStored(HELP_POSITION_STORAGE_KEY, 5000);
    renderRevealed('/');
    expect(bottomOf(helpButton())).toBe('668px');
  });

  it('stays inside a shrinking window and returns when it grows', () => {
    writeStored(HELP_POSITION_STORAGE_KEY, 500);
    renderRevealed('/');
    expect(bottomOf(helpButton())).toBe('500px');
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(bottomOf(helpButton())).toBe('300px');
    act(() => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(150);
    });
    expect(bottomOf(helpButton())).toBe('500px');
  });

  it("keeps room at the page's end while it shows, none on a blog page", () => {
    const room = () => document.documentElement.style.getPropertyValue('--help-button-room');
    const { unmount } = renderAt('/');
    // jsdom lays nothing out: the button's height is 0, so the room is its spot and the gap.
    expect(room()).toBe(`${HELP_BOTTOM_DEFAULT_PX + 12}px`);
    fireEvent.keyDown(helpButton(), { key: 'ArrowUp' });
    expect(room()).toBe(`${HELP_BOTTOM_DEFAULT_PX + 10 + 12}px`);
    unmount();
    expect(room()).toBe('');
    renderAt('/blog');
    expect(room()).toBe('');
  });

  it('ignores a corrupt saved value', () => {
    localStorage.setItem(HELP_POSITION_STORAGE_KEY, '{"value":"high","expires":99999999999999}');
    renderRevealed('/');
    expect(bottomOf(helpButton())).toBe('165px');
  });
});
