// Renders a page the way the shell does (one router, the shared i18n instance) for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';

export function renderPage(
  page: ReactElement,
  { path = '/', route = '/' }: { path?: string; route?: string } = {},
) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
