import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { runInAction } from 'mobx';
import { userStore } from '@topup/shared-lib';
import { renderWithI18n, resetOverlayState } from '../overlays/overlays.testkit';
import { FollowLinks } from './FollowLinks';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="path">{`${pathname}${search}${hash}`}</output>;
}

function renderLinks(href: string) {
  return renderWithI18n(
    <MemoryRouter initialEntries={['/']}>
      <FollowLinks />
      <Where />
      <a href={href} data-follow-link="">
        Banner
      </a>
      <a href="/plain">Plain link</a>
    </MemoryRouter>,
  );
}

describe('FollowLinks (data-follow-link)', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('a site target asks for login when anonymous and stays on the page', async () => {
    const user = userEvent.setup();
    renderLinks('/user?tab=coupons#list');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(userStore.showLoginPopup).toBe(true);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('a site target opens client-side with search and hash once logged in', async () => {
    const user = userEvent.setup();
    act(() => runInAction(() => (userStore.token = 'Bearer t')));
    renderLinks(`${window.location.origin}/user?tab=coupons#list`);
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/user?tab=coupons#list');
    expect(open).not.toHaveBeenCalled();
  });

  it('an external target opens in a new tab without access back to this page', async () => {
    const user = userEvent.setup();
    renderLinks('https://partner.example.com/promo');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(open).toHaveBeenCalledWith('https://partner.example.com/promo', '_blank', 'noopener,noreferrer');
    expect(userStore.showLoginPopup).toBe(false);
  });

  it('a javascript: or look-alike target does nothing', async () => {
    const user = userEvent.setup();
    renderLinks(`https://${window.location.hostname}.evil.example/x`);
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(open).not.toHaveBeenCalled();
    expect(userStore.showLoginPopup).toBe(false);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });
});

describe('FollowLinks after the login a site link asked for', () => {
  afterEach(async () => {
    jest.restoreAllMocks();
    await resetOverlayState();
  });

  it('goes where the shopper was heading once logged in; forgets it when the popup closes without login', async () => {
    const user = userEvent.setup();
    renderLinks('/user?tab=coupons');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(userStore.showLoginPopup).toBe(true);
    act(() => userStore.closeLoginPopup());
    act(() => runInAction(() => (userStore.token = 'Bearer t')));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);

    act(() => runInAction(() => (userStore.token = null)));
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    act(() => {
      runInAction(() => (userStore.token = 'Bearer t'));
      userStore.closeLoginPopup();
    });
    expect(screen.getByLabelText('path')).toHaveTextContent('/user?tab=coupons');
  });
});
