import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, type LoginResult, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { LoginPopup } from '../overlays/LoginPopup';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

const RESULT: LoginResult = { token: 'abc', tokenHead: 'Bearer ' };

let stores: Stores;

// Many keystrokes per test on a shared 2-core machine.
jest.setTimeout(20_000);

describe('one-step sign-in in the login popup', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error');
    stores = testStores();
    jest.spyOn(memberSession(stores), 'completeLogin').mockImplementation(async () => {
      stores.loginPopup.close();
    });
  });
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
    await act(() => i18n.changeLanguage('en'));
  });

  it('offers the e-mail code first: e-mail, Send code, code, Continue', async () => {
    const user = userEvent.setup({ delay: null });
    const sso = loginApi(stores.api);
    const sendCode = jest.spyOn(sso, 'emailSignInAuthCode').mockResolvedValue(null);
    const signIn = jest.spyOn(sso, 'emailCodeSignIn').mockResolvedValue(RESULT);
    renderWithStores(<LoginPopup />, stores);
    await act(async () => stores.loginPopup.open());
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    const email = await within(dialog).findByLabelText('Email');
    expect(email).toHaveFocus();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();

    // No address yet: the field says so before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();

    await user.type(email, ' new@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith({ email: 'new@example.com' });
    // The code is typed next, with no tap to reach it.
    expect(within(dialog).getByLabelText('Verification code')).toHaveFocus();
    await user.keyboard('12345');
    expect(signIn).not.toHaveBeenCalled();
    // The whole code goes on by itself: no Continue tap needed.
    await user.keyboard('6');
    expect(signIn).toHaveBeenCalledWith({ email: 'new@example.com', authCode: '123456' });
    expect(memberSession(stores).completeLogin).toHaveBeenCalledWith(RESULT);
    expect(dialog).not.toBeInTheDocument();
  });

  it('a whole code that comes before the sending is answered goes on once it is', async () => {
    const user = userEvent.setup({ delay: null });
    const sso = loginApi(stores.api);
    let answerSend: (value: null) => void = () => undefined;
    jest
      .spyOn(sso, 'emailSignInAuthCode')
      .mockReturnValue(new Promise<null>((resolve) => (answerSend = resolve)));
    const signIn = jest.spyOn(sso, 'emailCodeSignIn').mockResolvedValue(RESULT);
    renderWithStores(<LoginPopup />, stores);
    await act(async () => stores.loginPopup.open());
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // The code arrives (pasted, or filled in by the phone) while the store has not yet answered.
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    expect(signIn).not.toHaveBeenCalled();
    await act(async () => answerSend(null));
    expect(signIn).toHaveBeenCalledWith({ email: 'new@example.com', authCode: '123456' });
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows a wrong code’s reason inline and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(loginApi(stores.api), 'emailSignInAuthCode').mockResolvedValue(null);
    const signIn = jest
      .spyOn(loginApi(stores.api), 'emailCodeSignIn')
      .mockRejectedValue(new ApiError(400, 'The verification code is wrong or has expired.', '/sso'));
    renderWithStores(<LoginPopup />, stores);
    await act(async () => stores.loginPopup.open());
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.keyboard('000000');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The verification code is wrong or has expired.',
    );
    // The same code is not sent again by itself; Continue sends it again when asked.
    expect(signIn).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(signIn).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByLabelText('Email')).toHaveValue('new@example.com');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('000000');
  });

  it('keeps the password way one tap away, and back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithStores(<LoginPopup />, stores);
    await act(async () => stores.loginPopup.open());
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use a password instead' }));
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use an e-mail code instead' }));
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'Log in', 'Log in to finish your order'],
    ['zh-TW', '登入', '登入以完成訂單'],
  ])('says why when a purchase needs the login (%s), and only then', async (language, title, reason) => {
    await act(() => i18n.changeLanguage(language));
    renderWithStores(<LoginPopup />, stores);
    await act(async () => stores.user.requireLogin('purchase'));
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(reason);
    await act(async () => stores.loginPopup.close());
    await act(async () => stores.loginPopup.open());
    expect(screen.getByRole('dialog', { name: title })).not.toHaveTextContent(reason);
  });

  it('sets a first password without asking for a current one', async () => {
    const user = userEvent.setup({ delay: null });
    const set = jest.spyOn(loginApi(stores.api), 'passwordSet').mockResolvedValue(null);
    jest.spyOn(memberSession(stores), 'confirmSession').mockResolvedValue(true);
    renderWithStores(<LoginPopup />, stores);
    await act(async () => stores.loginPopup.open('setPassword'));
    const dialog = screen.getByRole('dialog', { name: 'Set a password' });
    await user.type(await within(dialog).findByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(set).not.toHaveBeenCalled();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), '1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(set).toHaveBeenCalledWith({ newPassword: 'short1234!' });
    expect(dialog).not.toBeInTheDocument();
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual(['Your password is set.']);
  });
});
