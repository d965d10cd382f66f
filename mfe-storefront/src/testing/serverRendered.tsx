// A route page as the store's server renders it and as the browser then hydrates it: the server's
// markup from the loader's data with the request's stores, then the same data (through JSON, as the
// page carries it) hydrated with the browser's own stores. A test reads the markup at both moments.
import type { ComponentType } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageDataProvider, StoresProvider, i18n, type Stores } from '@topup/shared-lib';

interface ServedPage {
  Page: ComponentType;
  path: string;
  route: string;
  data: unknown;
}

function tree({ Page, path, route, data }: ServedPage, stores: Stores) {
  return (
    <I18nextProvider i18n={i18n}>
      <StoresProvider stores={stores}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={route}
              element={
                <PageDataProvider data={data} reload={() => undefined}>
                  <Page />
                </PageDataProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </StoresProvider>
    </I18nextProvider>
  );
}

/** The server's markup, in a container on the page; `hydrate` then runs the browser's first render. */
export function serverRendered(page: ServedPage, serverStores: Stores) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(page, serverStores));
  document.body.append(container);
  return {
    container,
    /** Hydrates with the browser's stores; resolves to React's recoverable errors (a mismatch is one). */
    async hydrate(browserStores: Stores): Promise<unknown[]> {
      const differences: unknown[] = [];
      const data: unknown = JSON.parse(JSON.stringify(page.data));
      await act(async () => {
        hydrateRoot(container, tree({ ...page, data }, browserStores), {
          onRecoverableError: (error) => differences.push(error),
        });
      });
      return differences;
    },
  };
}
