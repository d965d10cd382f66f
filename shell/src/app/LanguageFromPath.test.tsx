import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter } from 'react-router-dom';
import { StoresProvider, i18n } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { LanguageFromPath } from './LanguageFromPath';
import { readLanguageCookie } from '../language/languageCookies';

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <StoresProvider stores={testStores()}>
        <MemoryRouter initialEntries={[path]}>
          <LanguageFromPath>
            <Link to="/blog">English blog</Link>
          </LanguageFromPath>
        </MemoryRouter>
      </StoresProvider>
    </I18nextProvider>,
  );
}

describe('the language of the address', () => {
  afterEach(async () => {
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
    document.cookie = 'i18n_locale=; max-age=0; path=/';
    await act(() => i18n.changeLanguage('en'));
  });

  it('is the page’s language and is remembered for the next visit and the identity widget', async () => {
    renderAt('/zh-TW/top-up');
    // Once its tables are in (a page in another language fetches them).
    await waitFor(() => expect(i18n.language).toBe('zh-TW'));
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(readLanguageCookie()).toBe('zh-TW');
    await userEvent.click(screen.getByRole('link', { name: 'English blog' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(readLanguageCookie()).toBe('en');
  });
});
