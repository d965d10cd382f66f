import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { type Stores } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { ShellProviders } from '../app/ShellProviders';
import '../i18n/registerShellStrings';
import { AppRoutes } from './AppRoutes';
import { PageDataCache } from '../pageRuntime';
import { siteApi } from '../currency/currencyList';

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

let stores: Stores;
/** A way to another page, as a link elsewhere on the page would take. */
function ToAbout() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/about')}>
      To about
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <ShellProviders stores={stores} cache={new PageDataCache()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
        <ToAbout />
      </MemoryRouter>
    </ShellProviders>,
  );
}

describe('AppRoutes', () => {
  // The header asks for its menu and currencies; no server here.
  beforeEach(() => {
    stores = testStores();
    jest.spyOn(stores.api.products, 'menu').mockResolvedValue([]);
    jest.spyOn(siteApi(stores.api), 'currencies').mockReturnValue(new Promise<never>(() => undefined));
  });
  afterEach(() => jest.restoreAllMocks());

  // First in the file: the rule is about the document's first page.
  it('keeps the first page where the browser scrolled it (a rendered page scrolled while it hydrated); a later page starts at the top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/blog');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'To about' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

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

  it('raises Page Not Found for an error page it does not have, in the error layout', () => {
    renderAt('/error/418');
    expect(screen.getByText('Page Not Found: /error/418')).toBeInTheDocument();
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
