import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, uiStore, userStore } from '@topup/shared-lib';
import { LoginPopup } from './LoginPopup';
import { renderWithI18n, resetOverlayState } from './overlays.testkit';

/** Opens the popup and waits for its forms (their own chunk). */
async function openLogin() {
  await act(async () => userStore.openLoginPopup());
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  await within(dialog).findByLabelText('Email');
  return dialog;
}

describe('LoginPopup', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('opens from the store on the popup stack, with the email field focused', async () => {
    renderWithI18n(<LoginPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openLogin();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(uiStore.popupZIndex('login')).toBe(20000);
  });

  it('logs in with the typed email and password and greets the shopper', async () => {
    const user = userEvent.setup();
    const login = jest.spyOn(userStore, 'loginWithEmail').mockImplementation(async () => {
      // What the real store does on success: the popup closes.
      userStore.closeLoginPopup();
    });
    renderWithI18n(<LoginPopup />);
    const dialog = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), ' demo@topup.test ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(login).toHaveBeenCalledWith('demo@topup.test', 'secret');
    expect(dialog).not.toBeInTheDocument();
    expect(uiStore.toasts.map((toast) => toast.message)).toEqual(['Welcome back, demo@topup.test!']);
    expect(uiStore.popups).toEqual([]);
  });

  it('asks for both fields before calling the store', async () => {
    const user = userEvent.setup();
    const login = jest.spyOn(userStore, 'loginWithEmail');
    renderWithI18n(<LoginPopup />);
    const dialog = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server’s reason inline and keeps what was typed', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(userStore, 'loginWithEmail')
      .mockRejectedValue(new ApiError(1001, 'Email or password is incorrect.', '/sso/login'));
    renderWithI18n(<LoginPopup />);
    const dialog = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('demo@topup.test');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <button type="button" onClick={() => userStore.openLoginPopup()}>
          Account
        </button>
        <LoginPopup />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Account' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(userStore.showLoginPopup).toBe(false);
    expect(opener).toHaveFocus();
  });
});
