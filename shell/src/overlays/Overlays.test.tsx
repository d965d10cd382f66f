import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiStore, userStore } from '@topup/shared-lib';
import { Overlays } from './Overlays';
import { SCROLL_LOCK_CLASS } from './ScrollLock';
import { renderWithI18n, resetOverlayState } from './overlays.testkit';

describe('Overlays', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('renders every overlay from the stores and locks scroll while the login popup is open', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Overlays />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);

    act(() => {
      uiStore.showLoading();
      userStore.openLoginPopup();
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);
  });
});
