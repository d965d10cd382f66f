import { screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, type LoginResult, type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { OAUTH_STATE_KEY } from '../login/oauthState';
import { OAuthSuccessPage } from './OAuthSuccessPage';
import { loginApi } from '../login/loginApi';
import { memberSession } from '../login/memberSession';

const RESULT: LoginResult = { token: 'abc', tokenHead: 'Bearer ' };
const stored = (value: string) => JSON.stringify({ value, expires: 4_102_444_800_000 });

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

/** The test's store set; a completed login is taken as done. */
let stores: Stores;

function renderAt(url: string) {
  return renderWithStores(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/oauth2/success" element={<OAuthSuccessPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    stores,
  );
}

describe('OAuthSuccessPage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error');
    stores = testStores();
    jest.spyOn(memberSession(stores), 'completeLogin').mockResolvedValue();
  });
  afterEach(async () => {
    expect(console.error).not.toHaveBeenCalled();
    jest.restoreAllMocks();
    sessionStorage.clear();
    await resetOverlayState();
  });

  it('trades the code for a session and returns to the page the login started from', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's1');
    localStorage.setItem('login-path', stored('/zh-TW/blog'));
    const exchange = jest.spyOn(loginApi(stores.api), 'oauth2Code').mockResolvedValue(RESULT);
    renderAt('/oauth2/success?code=c1&state=s1');
    expect(screen.getByText('Signing you in…')).toBeInTheDocument();
    expect(await screen.findByLabelText('path')).toHaveTextContent('/zh-TW/blog');
    expect(exchange).toHaveBeenCalledWith('c1');
    expect(memberSession(stores).completeLogin).toHaveBeenCalledWith(RESULT, { announce: false });
    expect(stores.ui.toasts.map((toast) => toast.type)).toEqual(['success']);
    expect(localStorage.getItem('login-path')).toBeNull();
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('after the login goes on to the site link that asked for it (the redirect path)', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's1');
    localStorage.setItem('login-path', stored('/blog'));
    localStorage.setItem('redirect-path', stored('/user?tab=coupons'));
    jest.spyOn(loginApi(stores.api), 'oauth2Code').mockResolvedValue(RESULT);
    jest.mocked(memberSession(stores).completeLogin).mockImplementation(async () => {
      runInAction(() => (stores.user.token = 'Bearer abc'));
    });
    renderAt('/oauth2/success?code=c1&state=s1');
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/user$/));
    expect(stores.loginPopup.visible).toBe(false);
    expect(localStorage.getItem('redirect-path')).toBeNull();
  });

  it('refuses an answer this tab did not ask for, without calling the server', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'mine');
    const exchange = jest.spyOn(loginApi(stores.api), 'oauth2Code');
    renderAt('/oauth2/success?code=c1&state=theirs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in did not complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/not started in this browser tab/)).toBeInTheDocument();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('never sends the same code twice (a reload of the landing page)', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's1');
    localStorage.setItem('google-login-code', stored('c1'));
    const exchange = jest.spyOn(loginApi(stores.api), 'oauth2Code');
    renderAt('/oauth2/success?code=c1&state=s1');
    expect(await screen.findByText(/already used/)).toBeInTheDocument();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('says a cancelled login was cancelled and offers the login popup again', async () => {
    const user = userEvent.setup();
    renderAt('/oauth2/success?error=access_denied&state=s1');
    expect(await screen.findByText(/cancelled/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(stores.loginPopup.visible).toBe(true);
  });

  it('shows the server’s reason when the code is refused', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's2');
    jest
      .spyOn(loginApi(stores.api), 'oauth2Code')
      .mockRejectedValue(new ApiError(400, 'The code is invalid or expired.', '/sso'));
    renderAt('/oauth2/success?code=c9&state=s2');
    expect(await screen.findByText('The code is invalid or expired.')).toBeInTheDocument();
  });
});
