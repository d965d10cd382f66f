import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { LoginPopup } from './LoginPopup';
import { renderWithStores, resetOverlayState } from './overlays.testkit';
import { loginApi } from '../login/loginApi';
import { memberSession } from '../login/memberSession';

/** Opens the popup and waits for its forms (their own chunk). */
async function openLogin(stores: Stores) {
  await act(async () => stores.loginPopup.open());
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  await within(dialog).findByLabelText('Email');
  return dialog;
}

/** The same, then the password way (the e-mail code is the first one). */
async function openPasswordLogin(stores: Stores, user: ReturnType<typeof userEvent.setup>) {
  const dialog = await openLogin(stores);
  await user.click(within(dialog).getByRole('button', { name: 'Use a password instead' }));
  return dialog;
}

// Many keystrokes per test (and a tap to the password way) on a shared 2-core machine.
jest.setTimeout(20_000);

describe('LoginPopup', () => {
  beforeEach(() => jest.spyOn(console, 'error'));
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('opens from the store on the popup stack, with the email field focused', async () => {
    const { stores } = renderWithStores(<LoginPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openLogin(stores);
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(stores.ui.popupZIndex('login')).toBe(20000);
  });

  it('logs in with the typed email and password and greets the shopper', async () => {
    const user = userEvent.setup();
    const stores = testStores();
    const login = jest.spyOn(memberSession(stores), 'loginWithEmail').mockImplementation(async () => {
      // What the real store does on success: the popup closes.
      stores.loginPopup.close();
    });
    renderWithStores(<LoginPopup />, stores);
    const dialog = await openPasswordLogin(stores, user);
    await user.type(within(dialog).getByLabelText('Email'), ' demo@topup.test ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(login).toHaveBeenCalledWith('demo@topup.test', 'secret');
    expect(dialog).not.toBeInTheDocument();
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual(['Welcome back, demo@topup.test!']);
    expect(stores.ui.popups).toEqual([]);
  });

  it('asks for both fields before calling the store', async () => {
    const user = userEvent.setup();
    const stores = testStores();
    const login = jest.spyOn(memberSession(stores), 'loginWithEmail');
    renderWithStores(<LoginPopup />, stores);
    const dialog = await openPasswordLogin(stores, user);
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server’s reason inline and keeps what was typed', async () => {
    const user = userEvent.setup();
    const stores = testStores();
    jest
      .spyOn(loginApi(stores.api), 'emailLogin')
      .mockRejectedValue(new ApiError(1001, 'Email or password is incorrect.', '/sso/login'));
    renderWithStores(<LoginPopup />, stores);
    const dialog = await openPasswordLogin(stores, user);
    await user.type(within(dialog).getByLabelText('Email'), 'demo@topup.test');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('demo@topup.test');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const stores = testStores();
    renderWithStores(
      <>
        <button type="button" onClick={() => stores.loginPopup.open()}>
          Account
        </button>
        <LoginPopup />
      </>,
      stores,
    );
    const opener = screen.getByRole('button', { name: 'Account' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByLabelText('Email')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stores.loginPopup.visible).toBe(false);
    expect(opener).toHaveFocus();
  });
});
