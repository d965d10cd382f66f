import { act, render, screen } from '@testing-library/react';
import { DEFAULT_CLIENT_WIDTH, RESIZE_THROTTLE_MS } from './rootFontSize';
import { readClientWidth, useClientWidth } from './useClientWidth';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function Width() {
  const { clientWidth, isMobile } = useClientWidth();
  return <output aria-label="width">{`${clientWidth} ${isMobile ? 'mobile' : 'desktop'}`}</output>;
}

describe('client width', () => {
  const initialWidth = window.innerWidth;
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
  });

  it('reads the default width when nothing can be measured', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 0 });
    expect(readClientWidth()).toBe(DEFAULT_CLIENT_WIDTH);
  });

  it('tracks the client width on resize, throttled to 150 ms', () => {
    render(<Width />);
    expect(screen.getByLabelText('width')).toHaveTextContent('1024 desktop');
    act(() => resizeTo(900));
    expect(screen.getByLabelText('width')).toHaveTextContent('900 desktop');
    act(() => {
      resizeTo(680);
      resizeTo(600);
    });
    expect(screen.getByLabelText('width')).toHaveTextContent('900 desktop');
    act(() => jest.advanceTimersByTime(RESIZE_THROTTLE_MS));
    expect(screen.getByLabelText('width')).toHaveTextContent('600 mobile');
  });

  it('removes its listener and timer on unmount', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Width />);
    act(() => {
      resizeTo(800);
      resizeTo(700);
    });
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
    expect(jest.getTimerCount()).toBe(0);
    remove.mockRestore();
  });
});
