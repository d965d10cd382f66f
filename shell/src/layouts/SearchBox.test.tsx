import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n } from '@topup/shared-lib';
import { SearchBox } from './SearchBox';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function Page({ path }: { path: string }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}

describe('the header search', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('searches for words typed before the header hydrated, once a held Enter is played', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page path="/blog" />);
    document.body.append(container);
    // The shopper types before the scripts ran: the field holds the words, React has not heard of them.
    container.querySelector<HTMLInputElement>('input[type="search"]')!.value = ' genshin ';
    await act(async () => {
      hydrateRoot(container, <Page path="/blog" />);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(container.querySelector('output')?.textContent).toBe('/search?q=genshin');
  });

  it('stays on the page and keeps the focus in the field when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page path="/blog" />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page path="/blog" />);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(container.querySelector('output')?.textContent).toBe('/blog');
    expect(document.activeElement).toBe(container.querySelector('input[type="search"]'));
  });
});
