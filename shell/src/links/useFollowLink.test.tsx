import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StoresProvider, i18n, type Stores } from '@topup/shared-lib';
import { testSession, testStores } from '@topup/shared-lib/testing';
import { useFollowLink } from './useFollowLink';

function Harness({ targets }: { targets: string[] }) {
  const follow = useFollowLink({ siteHosts: ['shop.example.com'] });
  const [kind, setKind] = useState('');
  const { pathname, search, hash } = useLocation();
  return (
    <>
      {targets.map((target) => (
        <button key={target} type="button" onClick={() => setKind(follow(target))}>
          {`Follow ${target}`}
        </button>
      ))}
      <output aria-label="kind">{kind}</output>
      <output aria-label="location">{`${pathname}${search}${hash}`}</output>
    </>
  );
}

/** The test's store set: a guest unless the test logs in. */
let stores: Stores;

function renderHarness(...targets: string[]) {
  render(
    <I18nextProvider i18n={i18n}>
      <StoresProvider stores={stores}>
        <MemoryRouter initialEntries={['/start']}>
          <Harness targets={targets} />
        </MemoryRouter>
      </StoresProvider>
    </I18nextProvider>,
  );
}

const follow = (target: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Follow ${target}` }));
  return screen.getByLabelText('kind').textContent;
};
const location = () => screen.getByLabelText('location').textContent;
const logIn = () => {
  stores = testStores({ session: testSession() });
};

describe('useFollowLink', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
    stores = testStores({ session: null });
  });
  afterEach(async () => {
    open.mockRestore();
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks a logged-out shopper to log in and stays put for a site link', () => {
    renderHarness('/user?tab=order#list');
    expect(follow('/user?tab=order#list')).toBe('internal');
    expect(stores.loginPopup.visible).toBe(true);
    expect(location()).toBe('/start');
    expect(open).not.toHaveBeenCalled();
  });

  it('navigates a logged-in shopper to path, search and hash', () => {
    logIn();
    renderHarness('https://shop.example.com/user?tab=order#list');
    expect(follow('https://shop.example.com/user?tab=order#list')).toBe('internal');
    expect(location()).toBe('/user?tab=order#list');
    expect(stores.loginPopup.visible).toBe(false);
  });

  it('keeps the current language, whatever prefix the target has', async () => {
    logIn();
    await act(() => i18n.changeLanguage('zh-TW'));
    renderHarness('/blog/guides?page=2', '/zh-TW/about');
    follow('/blog/guides?page=2');
    expect(location()).toBe('/zh-TW/blog/guides?page=2');
    await act(() => i18n.changeLanguage('en'));
    follow('/zh-TW/about');
    expect(location()).toBe('/about');
  });

  it('opens an external target in a new tab without opener or referrer, no login needed', () => {
    renderHarness('https://partner.example.org/offer');
    expect(follow('https://partner.example.org/offer')).toBe('external');
    expect(open).toHaveBeenCalledWith('https://partner.example.org/offer', '_blank', 'noopener,noreferrer');
    expect(stores.loginPopup.visible).toBe(false);
    expect(location()).toBe('/start');
  });

  it.each(['javascript:alert(1)', '//evil.com', 'https://shop.example.com.evil.net/', 'data:text/html,x'])(
    'does nothing for %p',
    (target) => {
      logIn();
      renderHarness(target);
      expect(follow(target)).toBe('refused');
      expect(open).not.toHaveBeenCalled();
      expect(location()).toBe('/start');
    },
  );
});
