import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from './Notifications';
import { NOTIFICATION_DURATION_MS, notificationsOf } from './notificationsOf';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

describe('Notifications', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error');
  });
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
    jest.useRealTimers();
  });

  it('shows title and message, and the dismiss button removes that one only', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { stores } = renderWithStores(<Notifications />);
    act(() => {
      notificationsOf(stores).notify('Order paid', 'Your diamonds are on the way.', 'success');
      notificationsOf(stores).notify('Coupon received');
    });
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(list).toHaveTextContent('Order paid');
    expect(list).toHaveTextContent('Your diamonds are on the way.');

    await user.click(screen.getByRole('button', { name: 'Dismiss notification: Order paid' }));
    expect(screen.queryByText('Order paid')).not.toBeInTheDocument();
    expect(screen.getByText('Coupon received')).toBeInTheDocument();
  });

  it('keeps its 4500 ms duration', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(4500);
  });

  it('leaves on its own after 4500 ms', () => {
    const { stores } = renderWithStores(<Notifications />);
    act(() => {
      notificationsOf(stores).notify('Order paid');
    });
    act(() => jest.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1));
    expect(screen.getByText('Order paid')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Order paid')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
