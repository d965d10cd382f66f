import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { runInAction } from 'mobx';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { STORAGE_KEYS, isString, readStored } from '@topup/shared-lib';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { FollowLinks } from './FollowLinks';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="path">{`${pathname}${search}${hash}`}</output>;
}

function renderLinks(href: string, stores = testStores()) {
  return renderWithStores(
    <MemoryRouter initialEntries={['/']}>
      <FollowLinks />
      <Where />
      <a href={href} data-follow-link="">
        Banner
      </a>
      <a href="/plain">Plain link</a>
    </MemoryRouter>,
    stores,
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
    const { stores } = renderLinks('/user?tab=coupons#list');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(stores.loginPopup.visible).toBe(true);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('a site target opens client-side with search and hash once logged in', async () => {
    const user = userEvent.setup();
    renderLinks(`${window.location.origin}/user?tab=coupons#list`, testStores({ session: testSession() }));
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/user?tab=coupons#list');
    expect(open).not.toHaveBeenCalled();
  });

  it('an external target opens in a new tab without access back to this page', async () => {
    const user = userEvent.setup();
    const { stores } = renderLinks('https://partner.example.com/promo');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(open).toHaveBeenCalledWith('https://partner.example.com/promo', '_blank', 'noopener,noreferrer');
    expect(stores.loginPopup.visible).toBe(false);
  });

  it('a javascript: or look-alike target does nothing', async () => {
    const user = userEvent.setup();
    const { stores } = renderLinks(`https://${window.location.hostname}.evil.example/x`);
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(open).not.toHaveBeenCalled();
    expect(stores.loginPopup.visible).toBe(false);
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
    const { stores } = renderLinks('/user?tab=coupons');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(stores.loginPopup.visible).toBe(true);
    act(() => stores.loginPopup.close());
    act(() => runInAction(() => (stores.user.token = 'Bearer t')));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);

    act(() => runInAction(() => (stores.user.token = null)));
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    act(() => {
      runInAction(() => (stores.user.token = 'Bearer t'));
      stores.loginPopup.close();
    });
    expect(screen.getByLabelText('path')).toHaveTextContent('/user?tab=coupons');
  });

  it('keeps the target as the redirect path, so a page opened since still goes there after the login', async () => {
    const user = userEvent.setup();
    const first = renderLinks('/user?tab=coupons');
    await user.click(screen.getByRole('link', { name: 'Banner' }));
    expect(readStored(STORAGE_KEYS.redirectPath, isString)).toBe('/user?tab=coupons');
    // The shopper leaves for a third-party sign-in, or reloads: a new page, the same storage.
    first.unmount();
    const { stores } = renderLinks('/elsewhere');
    act(() => runInAction(() => (stores.loginPopup.visible = true)));
    act(() => {
      runInAction(() => (stores.user.token = 'Bearer t'));
      stores.loginPopup.close();
    });
    expect(screen.getByLabelText('path')).toHaveTextContent('/user?tab=coupons');
    expect(readStored(STORAGE_KEYS.redirectPath, isString)).toBeNull();
  });
});
