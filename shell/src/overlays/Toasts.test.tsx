import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_LEAVE_MS } from '@topup/shared-lib';
import { Toasts } from './Toasts';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

describe('Toasts', () => {
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

  it('fades a closed toast out, then removes it after the leave animation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { stores } = renderWithStores(<Toasts />);
    act(() => {
      stores.ui.toast('Saved', 'success');
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toast).toHaveClass('toast--leaving');
    act(() => jest.advanceTimersByTime(TOAST_LEAVE_MS));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
