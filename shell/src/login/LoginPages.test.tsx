import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { ApiError, type LoginPopupPage, type LoginResult, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { LoginPopup } from '../overlays/LoginPopup';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { loginApi } from './loginApi';
import { memberSession } from './memberSession';

const RESULT: LoginResult = { token: 'abc', tokenHead: 'Bearer ' };

/** The test's store set: the phone prefixes answer, and a completed login closes the popup. */
let stores: Stores;
let sso: ReturnType<typeof loginApi>;

/** The store's phone prefixes, as if the server had answered them. */
function answerPrefixes() {
  const { phonePrefix } = stores;
  runInAction(() => {
    phonePrefix.list = [
      {
        label: 'United States',
        value: '+1',
        country: 'US',
        defaultSelect: true,
        showlabel: '+1 United States',
        flag: '',
      },
      {
        label: 'Taiwan',
        value: '+886',
        country: 'TW',
        defaultSelect: false,
        showlabel: '+886 Taiwan',
        flag: '',
      },
    ];
    phonePrefix.defaultValue = '+1';
  });
}

/** Opens a page of the popup; its forms arrive in their own chunk, so tests find them with findBy. */
async function open(page: LoginPopupPage, name: string) {
  await act(async () => stores.loginPopup.open(page));
  return screen.getByRole('dialog', { name });
}

// Many keystrokes per test on a shared 2-core machine.
jest.setTimeout(20_000);

describe('login popup pages', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error');
    stores = testStores();
    sso = loginApi(stores.api);
    const { phonePrefix, loginPopup } = stores;
    jest.spyOn(phonePrefix, 'load').mockImplementation(async () => answerPrefixes());
    jest.spyOn(memberSession(stores), 'completeLogin').mockImplementation(async () => {
      loginPopup.close();
    });
  });
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('logs in by phone with a code sent by SMS', async () => {
    const user = userEvent.setup({ delay: null });
    const sendCode = jest.spyOn(sso, 'phoneLoginAuthCode').mockResolvedValue(null);
    const login = jest.spyOn(sso, 'phoneLogin').mockResolvedValue(RESULT);
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('login', 'Log in');
    // The e-mail code comes first; the phone is with the password ways.
    await user.click(await within(dialog).findByRole('button', { name: 'Use a password instead' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Phone' }));
    expect(within(dialog).getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByLabelText('Country code')).toHaveValue('+1');

    // No number yet: the shared mobile rule speaks before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();

    await user.selectOptions(within(dialog).getByLabelText('Country code'), '+886');
    // The pick is kept: the next phone form starts with it.
    expect(stores.phonePrefix.defaultValue).toBe('+886');
    await user.type(within(dialog).getByLabelText('Phone number'), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith({ prefix: '+886', phone: '912345678', purpose: 'login' });
    // The resend countdown is 120 s.
    expect(within(dialog).getByRole('button', { name: /Send again in 120 s/ })).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledWith({ prefix: '+886', phone: '912345678', authCode: '123456' });
    // A member logged in by phone may have no email address: the bind-email popup is asked for.
    expect(memberSession(stores).completeLogin).toHaveBeenCalledWith(RESULT, {
      announce: false,
      offerBindEmail: true,
    });
    expect(dialog).not.toBeInTheDocument();
    expect(stores.ui.toasts.map((toast) => toast.type)).toEqual(['success']);
  });

  it('keeps Send code waiting until the country codes have come, then sends with the default one', async () => {
    const user = userEvent.setup({ delay: null });
    const sendCode = jest.spyOn(sso, 'phoneLoginAuthCode').mockResolvedValue(null);
    // The country codes have not come yet when the phone form opens.
    let arrive = () => undefined as void;
    jest.mocked(stores.phonePrefix.load).mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            answerPrefixes();
            resolve();
          };
        }),
    );
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('login', 'Log in');
    // The e-mail code comes first; the phone is with the password ways.
    await user.click(await within(dialog).findByRole('button', { name: 'Use a password instead' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Phone' }));
    await user.type(within(dialog).getByLabelText('Phone number'), '5550100');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeDisabled();

    act(() => arrive());
    expect(within(dialog).getByLabelText('Country code')).toHaveValue('+1');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith({ prefix: '+1', phone: '5550100', purpose: 'login' });
  });

  it('registers by email: validates with the shared rules, then logs the new member in', async () => {
    const user = userEvent.setup({ delay: null });
    const sendCode = jest.spyOn(sso, 'emailRegisterAuthCode').mockResolvedValue(null);
    const register = jest.spyOn(sso, 'emailRegister').mockResolvedValue(RESULT);
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('login', 'Log in');
    await user.click(await within(dialog).findByRole('button', { name: 'Create an account' }));
    const registerDialog = screen.getByRole('dialog', { name: 'Create an account' });

    await user.type(within(registerDialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(registerDialog).getByRole('button', { name: 'Send code' }));
    expect(within(registerDialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sendCode).not.toHaveBeenCalled();

    await user.clear(within(registerDialog).getByLabelText('Email'));
    await user.type(within(registerDialog).getByLabelText('Email'), 'new@topup.test');
    await user.click(within(registerDialog).getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith({ email: 'new@topup.test' });

    await user.type(within(registerDialog).getByLabelText('Verification code'), '654321');
    await user.type(within(registerDialog).getByLabelText('Password'), 'short');
    await user.click(within(registerDialog).getByRole('button', { name: 'Create account' }));
    expect(within(registerDialog).getByText('Enter between 8 and 128 characters.')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();

    await user.type(within(registerDialog).getByLabelText('Password'), 'enough123');
    await user.click(within(registerDialog).getByRole('button', { name: 'Create account' }));
    expect(register).toHaveBeenCalledWith({
      email: 'new@topup.test',
      authCode: '654321',
      password: 'shortenough123',
    });
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual(['Welcome! Your account is ready.']);
  });

  it('registers by phone and keeps the phone-register mark', async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(sso, 'phoneLoginAuthCode').mockResolvedValue(null);
    const register = jest.spyOn(sso, 'registerPhone').mockResolvedValue(RESULT);
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('register', 'Create an account');
    await user.click(await within(dialog).findByRole('button', { name: 'Phone' }));
    await user.type(await within(dialog).findByLabelText('Phone number'), '5550100');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sso.phoneLoginAuthCode).toHaveBeenCalledWith({
      prefix: '+1',
      phone: '5550100',
      purpose: 'register',
    });
    await user.type(within(dialog).getByLabelText('Verification code'), '111111');
    await user.type(within(dialog).getByLabelText('Password'), 'Phone1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(register).toHaveBeenCalledWith({
      prefix: '+1',
      phone: '5550100',
      authCode: '111111',
      password: 'Phone1234!',
    });
    expect(localStorage.getItem('phone-register-success')).not.toBeNull();
    expect(memberSession(stores).completeLogin).toHaveBeenCalledWith(RESULT, {
      announce: false,
      offerBindEmail: true,
    });
  });

  it('resets a forgotten password by a code sent to the phone, then returns to log in', async () => {
    const user = userEvent.setup({ delay: null });
    const sendCode = jest.spyOn(sso, 'phoneLoginAuthCode').mockResolvedValue(null);
    const reset = jest.spyOn(sso, 'passwordReset').mockResolvedValue(null);
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('resetPassword', 'Reset your password');
    await user.click(await within(dialog).findByRole('button', { name: 'Phone' }));
    await user.selectOptions(await within(dialog).findByLabelText('Country code'), '+886');
    await user.type(within(dialog).getByLabelText('Phone number'), '912000111');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith({ prefix: '+886', phone: '912000111', purpose: 'reset' });
    await user.type(within(dialog).getByLabelText('Verification code'), '555555');
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(within(dialog).getByText('Enter between 8 and 128 characters.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'ByPhone123!');
    await user.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(reset).toHaveBeenCalledWith({
      prefix: '+886',
      phone: '912000111',
      authCode: '555555',
      password: 'ByPhone123!',
    });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual([
      'Your password was changed. Please log in.',
    ]);
  });

  it('changes a member’s password: the current one, then a new one of the store’s length', async () => {
    const user = userEvent.setup({ delay: null });
    const update = jest
      .spyOn(sso, 'passwordUpdate')
      .mockRejectedValueOnce(new ApiError(400, 'The current password is not right.', '/sso'))
      .mockResolvedValue(null);
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('changePassword', 'Change your password');
    await user.click(await within(dialog).findByRole('button', { name: 'Change password' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Current password'), 'Wrong1234!');
    await user.type(within(dialog).getByLabelText('New password'), 'Newer1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is not right.');
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(update).toHaveBeenLastCalledWith({ oldPassword: 'Demo1234!', newPassword: 'Newer1234!' });
    expect(dialog).not.toBeInTheDocument();
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual(['Your password was changed.']);
  });

  it('resets a forgotten password by an emailed code, then returns to log in', async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(sso, 'emailResetPasswordAuthCode').mockResolvedValue(null);
    const reset = jest.spyOn(sso, 'emailResetPassword').mockResolvedValue(null);
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('login', 'Log in');
    await user.click(await within(dialog).findByRole('button', { name: 'Forgot password?' }));
    const resetDialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(resetDialog).getByLabelText('Email'), 'demo@topup.test');
    await user.click(within(resetDialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(resetDialog).getByLabelText('Verification code'), '222222');
    await user.type(within(resetDialog).getByLabelText('New password'), 'NewPass123!');
    await user.click(within(resetDialog).getByRole('button', { name: 'Set new password' }));
    expect(reset).toHaveBeenCalledWith({
      email: 'demo@topup.test',
      authCode: '222222',
      password: 'NewPass123!',
    });
    // Back on the login page, the password way is open: the shopper has just chosen one.
    const loginAgain = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(loginAgain).getByLabelText('Password')).toBeInTheDocument();
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual([
      'Your password was changed. Please log in.',
    ]);
  });

  it('shows the server’s reason inline and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .spyOn(sso, 'emailResetPasswordAuthCode')
      .mockRejectedValue(new ApiError(429, 'A code was sent less than a minute ago.', '/sso'));
    renderWithStores(<LoginPopup />, stores);
    const dialog = await open('resetPassword', 'Reset your password');
    await user.type(await within(dialog).findByLabelText('Email'), 'demo@topup.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A code was sent less than a minute ago.',
    );
    expect(within(dialog).getByLabelText('Email')).toHaveValue('demo@topup.test');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('binds an email and a phone number for the logged-in member', async () => {
    const user = userEvent.setup({ delay: null });
    jest.spyOn(memberSession(stores), 'checkLogin').mockResolvedValue(true);
    jest.spyOn(sso, 'emailBindAuthCode').mockResolvedValue(null);
    const bindEmail = jest.spyOn(sso, 'emailBind').mockResolvedValue(null);
    jest.spyOn(sso, 'phoneLoginAuthCode').mockResolvedValue(null);
    const bindPhone = jest.spyOn(sso, 'bindPhone').mockResolvedValue(null);
    renderWithStores(<LoginPopup />, stores);

    let dialog = await open('bindEmail', 'Add your email');
    await user.type(await within(dialog).findByLabelText('Email'), 'me@topup.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await user.type(within(dialog).getByLabelText('Verification code'), '333333');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(bindEmail).toHaveBeenCalledWith({ email: 'me@topup.test', authCode: '333333' });
    expect(dialog).not.toBeInTheDocument();

    dialog = await open('bindPhone', 'Add your phone number');
    await user.type(await within(dialog).findByLabelText('Phone number'), '5550111');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(sso.phoneLoginAuthCode).toHaveBeenCalledWith({ prefix: '+1', phone: '5550111', purpose: 'bind' });
    await user.type(within(dialog).getByLabelText('Verification code'), '444444');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(bindPhone).toHaveBeenCalledWith({ prefix: '+1', phone: '5550111', authCode: '444444' });
    expect(stores.ui.toasts.map((toast) => toast.message)).toEqual([
      'Your email address was added.',
      'Your phone number was added.',
    ]);
  });
});
