// The popup while its forms' chunk is on its way or cannot be fetched: the import is mocked so each
// test decides when (and whether) the forms arrive.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@topup/shared-lib';
import { LoginPopupForms } from '../login/LoginPopupForms';
import { LoginPopup } from './LoginPopup';
import { renderWithStores, resetOverlayState } from './overlays.testkit';

type FormsImport = { default: typeof LoginPopupForms };

const mockImport = jest.fn<Promise<FormsImport>, []>();

jest.mock('./loginPopupBody', () => {
  const { track } = jest.requireActual('../pageRuntime/tracked');
  return {
    preloadLoginBody: () => undefined,
    preloadLoginBodyWhenIdle: () => () => undefined,
    // Each call is a new fetch, as after a failure (the real loader keeps a successful one).
    loginFormsLoad: () => track(mockImport().then((module: FormsImport) => module.default)),
  };
});

const arrived = (): FormsImport => ({ default: LoginPopupForms });

function offline(): Error {
  const error = new Error('Loading chunk login failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('LoginPopup before its forms arrive', () => {
  beforeEach(() => {
    mockImport.mockReset();
    jest.spyOn(console, 'error');
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('shows its title, a close button and a loading state, then the form with the email field focused', async () => {
    let deliver: (forms: FormsImport) => void = () => undefined;
    mockImport.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const { stores } = renderWithStores(<LoginPopup />);
    await act(async () => stores.loginPopup.open());

    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();

    await act(async () => deliver(arrived()));
    expect(await within(dialog).findByLabelText('Email')).toHaveFocus();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('holds the login page’s room in one box from the loading line to the forms (no layout shift)', async () => {
    let deliver: (forms: FormsImport) => void = () => undefined;
    mockImport.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const { stores } = renderWithStores(<LoginPopup />);
    await act(async () => stores.loginPopup.open());
    const loading = screen.getByRole('status').closest('.login-popup__forms');
    expect(loading).toHaveClass('login-popup__forms--login');

    await act(async () => deliver(arrived()));
    const email = await screen.findByLabelText('Email');
    expect(email.closest('.login-popup__forms')).toBe(loading);
  });

  it('can be closed while loading', async () => {
    const user = userEvent.setup();
    mockImport.mockReturnValue(new Promise(() => undefined));
    const { stores } = renderWithStores(<LoginPopup />);
    await act(async () => stores.loginPopup.open());
    const dialog = screen.getByRole('dialog', { name: 'Log in' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(stores.loginPopup.visible).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('says the network is not responding and loads the forms again on Retry', async () => {
    const user = userEvent.setup();
    jest.mocked(console.error).mockImplementation(() => undefined);
    mockImport.mockRejectedValueOnce(offline()).mockResolvedValueOnce(arrived());
    const { stores } = renderWithStores(<LoginPopup />);
    await act(async () => stores.loginPopup.open());
    const dialog = screen.getByRole('dialog', { name: 'Log in' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network is not responding. Check your connection and try again.',
    );
    expect(console.error).toHaveBeenCalledWith(
      '[shell] login popup failed',
      expect.objectContaining({ name: 'ChunkLoadError' }),
      expect.anything(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByLabelText('Email')).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(mockImport).toHaveBeenCalledTimes(2);
  });

  it('offers Retry in Traditional Chinese', async () => {
    jest.mocked(console.error).mockImplementation(() => undefined);
    mockImport.mockRejectedValue(offline());
    await act(() => i18n.changeLanguage('zh-TW'));
    const { stores } = renderWithStores(<LoginPopup />);
    await act(async () => stores.loginPopup.open('register'));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('網路沒有回應');
    expect(within(dialog).getByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});
