import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { currencyStore, i18n, products } from '@topup/shared-lib';
import '../i18n/registerShellStrings';
import { AppRoutes } from './AppRoutes';

// The federation runtime is not in jsdom: a remote page renders as its name.
jest.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ remote, module }: { remote: string; module: string }) => (
    <p data-testid="remote-page">
      {remote}/{module}
    </p>
  ),
}));

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('AppRoutes', () => {
  // The header asks for its menu and currencies; no server here.
  beforeEach(() => {
    jest.spyOn(products, 'menu').mockResolvedValue([]);
    jest.spyOn(currencyStore, 'load').mockResolvedValue();
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote page of a route inside the default layout', () => {
    renderAt('/blog');
    expect(screen.getByTestId('remote-page')).toHaveTextContent('content/BlogListPage');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('mounts the same route under /zh-TW', () => {
    renderAt('/zh-TW/top-up/genshin-impact');
    expect(screen.getByTestId('remote-page')).toHaveTextContent('storefront/TopUpPage');
  });

  it('replaces /en/... by the bare path', async () => {
    renderAt('/en/blog/guides');
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/blog\/guides$/);
    // The new route resolves after the route wait (about 100 ms).
    expect(await screen.findByTestId('remote-page')).toHaveTextContent('content/BlogCategoryPage');
  });

  it('sends unknown paths to /error/404', async () => {
    renderAt('/definitely/not/here');
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/error\/404$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('raises Page Not Found for a failing validate rule, in the error layout', () => {
    renderAt('/Good/xyz');
    expect(screen.getByText('Page Not Found: /Good/xyz')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-page')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('uses the custom layout for /about and the error layout for /help', () => {
    const { unmount } = renderAt('/about');
    expect(document.querySelector('.layout--custom')).not.toBeNull();
    unmount();
    renderAt('/help');
    expect(document.querySelector('.layout--error')).not.toBeNull();
  });
});
