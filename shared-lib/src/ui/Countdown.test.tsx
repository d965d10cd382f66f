import { act, render, screen } from '@testing-library/react';
import { createCountdownTicker } from '../domain/countdown';
import { i18n } from '../i18n/i18n';
import { Countdown } from './Countdown';

describe('Countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows HH:MM:SS, ticks, then announces the finish and stops its timer', () => {
    const onFinish = jest.fn();
    render(<Countdown target={2000} onFinish={onFinish} ticker={createCountdownTicker()} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('00:00:02');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:00');
    expect(screen.getByRole('status')).toHaveTextContent('The countdown has finished.');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows 4 hours for the default length and releases the timer on unmount', () => {
    const { unmount } = render(<Countdown target={14_400_000} ticker={createCountdownTicker()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('04:00:00');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is translated', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    render(<Countdown target={-1} ticker={createCountdownTicker()} />);
    expect(screen.getByRole('timer', { name: '剩餘時間' })).toHaveTextContent('00:00:00');
    expect(screen.getByRole('status')).toHaveTextContent('倒數計時已結束。');
  });
});
