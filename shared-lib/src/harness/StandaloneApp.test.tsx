import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currencyStore, uiStore, userStore, type SafetyPopupProps } from '@topup/shared-lib';
import { StandaloneApp } from './StandaloneApp';

function BuyPage() {
  return (
    <button type="button" onClick={() => userStore.requireLogin()}>
      Buy
    </button>
  );
}

function SafetyBody({ onClose }: SafetyPopupProps) {
  return (
    <button type="button" onClick={onClose}>
      Understood
    </button>
  );
}

describe('StandaloneApp (the harness a remote runs in alone)', () => {
  beforeEach(() => {
    jest.spyOn(userStore, 'checkLogin').mockResolvedValue(false);
    jest.spyOn(currencyStore, 'load').mockResolvedValue(undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      userStore.closeLoginPopup();
      for (const request of [...uiStore.sitePopups]) uiStore.closeSitePopup(request.kind);
      for (const toast of [...uiStore.toasts]) uiStore.removeToast(toast.id);
    });
  });

  it('opens a login when a page requires one, and logs in with email and password through userStore', async () => {
    const user = userEvent.setup();
    const login = jest.spyOn(userStore, 'loginWithEmail').mockImplementation(async () => {
      userStore.closeLoginPopup();
    });
    render(<StandaloneApp pages={{ '/': BuyPage }} />);
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledWith('demo@topup.test', 'Demo1234!', { announce: true });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('keeps what was typed and says so when the login fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(userStore, 'loginWithEmail').mockRejectedValue(new Error('401'));
    render(<StandaloneApp pages={{ '/': BuyPage }} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Login failed');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('demo@topup.test');
  });

  it('shows toasts from uiStore', () => {
    render(<StandaloneApp pages={{ '/': BuyPage }} />);
    act(() => void uiStore.toast('Saved', 'success'));
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByRole('status')).toHaveTextContent(
      'Saved',
    );
  });

  it("draws site popups in PopupFrame: the remote's own body, or which remote fills it", async () => {
    const user = userEvent.setup();
    render(<StandaloneApp pages={{ '/': BuyPage }} options={{ sitePopups: { safety: SafetyBody } }} />);
    act(() => uiStore.openSitePopup({ kind: 'safety' }));
    const safety = screen.getByRole('dialog', { name: 'Payment safety' });
    await user.click(within(safety).getByRole('button', { name: 'Understood' }));
    expect(screen.queryByRole('dialog', { name: 'Payment safety' })).not.toBeInTheDocument();

    act(() => uiStore.openSitePopup({ kind: 'review', orderId: '42' }));
    const review = screen.getByRole('dialog', { name: 'Write a review' });
    expect(review).toHaveTextContent('the content remote fills this popup');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(uiStore.sitePopups).toEqual([]);
  });
});
