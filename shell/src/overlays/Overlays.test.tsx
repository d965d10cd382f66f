import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Overlays } from './Overlays';
import { SCROLL_LOCK_CLASS } from './ScrollLock';
import { renderWithStores, resetOverlayState } from './overlays.testkit';
import { loadingOverlay } from './loadingOverlayStore';

describe('Overlays', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('renders every overlay from the stores and locks scroll while the login popup is open', async () => {
    const user = userEvent.setup();
    const { stores } = renderWithStores(<Overlays />);
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);

    act(() => {
      loadingOverlay(stores).show();
      stores.loginPopup.open();
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(document.body).toHaveClass(SCROLL_LOCK_CLASS);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass(SCROLL_LOCK_CLASS);
  });
});
