import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n/registerShellStrings';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pageNotFound, usePageData, type RouteModule } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import { ShellProviders } from '../app/ShellProviders';
import { RemoteComponent, RemotePage } from './RemotePage';
import { RemoteUnavailableError } from './remoteErrors';
import { loadRemoteModule, resetRemote } from './remoteRegistry';
import { firstPageShown } from './pageShown';
import { PRELOAD_ERROR_EVENT, type PreloadErrorDetail } from '../platform/chunkReload';
import { PageDataCache } from '../pageRuntime';

jest.mock('./remoteRegistry', () => {
  let generation = 0;
  return {
    generationOf: () => generation,
    resetRemote: jest.fn(() => (generation += 1)),
    loadRemoteModule: jest.fn(),
  };
});
const load = jest.mocked(loadRemoteModule);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Optional: the load's type says nothing of the page's props (each caller states them).
const Page = ({ title }: { title?: string }) => <h1>{title}</h1>;

/** A remote page titled `title`, with a visible loading state (a popup's body when not `isPage`). */
const renderPage = (module: string, title: string, isPage = true) =>
  render(
    <RemoteComponent
      remote="content"
      module={module}
      props={{ title }}
      loading={<p>Loading</p>}
      isPage={isPage}
    />,
  );

describe('RemoteComponent', () => {
  beforeEach(() => load.mockReset());

  // First in the file: firstPageShown is settled for good once any page has shown.
  it('tells the guesses about the next pages once the first page is on screen, not before', async () => {
    let shown = false;
    void firstPageShown.then(() => (shown = true));
    // Another remote part shown first (the verification mount, a popup) is not the page: a
    // server-rendered page's answers stay held until the page's own area is there.
    load.mockResolvedValueOnce({ default: Page });
    renderPage('VerificationCenter', 'Verify', false);
    expect(await screen.findByRole('heading', { name: 'Verify' })).toBeInTheDocument();
    await act(async () => Promise.resolve());
    expect(shown).toBe(false);
    const arriving = deferred<{ default: typeof Page }>();
    load.mockReturnValue(arriving.promise);
    renderPage('FirstPage', 'Home');
    await act(async () => Promise.resolve());
    expect(shown).toBe(false);
    await act(async () => arriving.resolve({ default: Page }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(shown).toBe(true);
  });

  it('shows the loading state, then the page as soon as its module arrives', async () => {
    jest.useFakeTimers();
    try {
      const arriving = deferred<{ default: typeof Page }>();
      load.mockReturnValue(arriving.promise);
      renderPage('WaitedPage', 'Top up');
      expect(screen.getByText('Loading')).toBeInTheDocument();
      await act(async () => arriving.resolve({ default: Page }));
      // No timer has run: the page does not wait out a reveal delay after its module arrived.
      expect(screen.getByRole('heading', { name: 'Top up' })).toBeInTheDocument();
      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders a page whose module has already arrived at once', async () => {
    load.mockResolvedValue({ default: Page });
    const first = renderPage('ArrivedPage', 'Blog');
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    first.unmount();
    renderPage('ArrivedPage', 'Blog');
    expect(screen.getByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback when the module cannot load, and the page after Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load
      .mockRejectedValueOnce(new RemoteUnavailableError('checkout', new Error('remote down')))
      .mockResolvedValue({ default: Page });
    render(<RemoteComponent remote="checkout" module="FailingPage" props={{ title: 'Order' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(resetRemote).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

/** A route module reading its loader's data; the loader answers as `read` says. */
function routeModule(read: (title: string) => Promise<{ title: string }>): RouteModule {
  return {
    default: function TitlePage() {
      const { title } = usePageData<{ title: string }>();
      return <h1>{title}</h1>;
    },
    loader: ({ params }) => read(params.title ?? ''),
    head: (data) => ({ title: `${(data as { title: string }).title} | Blog` }),
  };
}

/** A page at `path`, its module `module` (each test its own: loaded modules are kept). */
function renderRoute(path: string, module: string) {
  return render(
    <ShellProviders stores={testStores()} cache={new PageDataCache()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/blog/:slug/:title"
            element={
              <RemotePage remote="content" module={module} params={{ title: path.split('/').at(-1) }} />
            }
          />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
}

describe('RemotePage', () => {
  beforeEach(() => load.mockReset());
  afterEach(() => jest.restoreAllMocks());

  it("renders a route module's page with its loader's data and writes its head", async () => {
    load.mockResolvedValue(routeModule(async (title) => ({ title })) as never);
    renderRoute('/blog/guides/first', 'FirstArticle');
    expect(await screen.findByRole('heading', { name: 'first' })).toBeInTheDocument();
    expect(document.title).toBe('first | Blog');
  });

  it('shows the not-found page when the loader finds nothing at the address', async () => {
    load.mockResolvedValue(routeModule(async () => pageNotFound()) as never);
    renderRoute('/blog/guides/missing', 'MissingArticle');
    expect(await screen.findByText('Page Not Found: /blog/guides/missing')).toBeInTheDocument();
  });

  it('says what went wrong when the loader fails, and reads again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    load.mockResolvedValue(
      routeModule(async (title) => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { title };
      }) as never,
    );
    renderRoute('/blog/guides/again', 'FailingArticle');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'again' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  describe('a chunk that could not load', () => {
    const chunkFailure = () => {
      const chunk = new Error('Loading chunk 31 failed.');
      chunk.name = 'ChunkLoadError';
      return new RemoteUnavailableError('content', chunk);
    };
    let events: PreloadErrorDetail[];
    const record = (event: Event) => events.push((event as CustomEvent<PreloadErrorDetail>).detail);
    beforeEach(() => {
      events = [];
      sessionStorage.clear();
      window.addEventListener(PRELOAD_ERROR_EVENT, record);
    });
    afterEach(() => window.removeEventListener(PRELOAD_ERROR_EVENT, record));

    it('raises preload-error and reloads the page once, showing the loading state meanwhile', async () => {
      // jsdom cannot navigate and says so on the console: the reload's attempt is what is checked.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      load.mockRejectedValue(chunkFailure());
      renderRoute('/blog/guides/moved', 'MovedArticle');
      await act(async () => Promise.resolve());
      expect(events.map((event) => event.url)).toEqual([window.location.href]);
      expect(sessionStorage.getItem('chunk-reload-at')).not.toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });

    it('shows the fallback with Retry when the page was reloaded for it moments ago', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      sessionStorage.setItem('chunk-reload-at', String(Date.now()));
      load.mockRejectedValue(chunkFailure());
      renderRoute('/blog/guides/broken', 'BrokenArticle');
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(events).toHaveLength(1);
    });

    it('never reloads for a remote that is down', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      load.mockRejectedValue(new RemoteUnavailableError('content', new Error('manifest 404')));
      renderRoute('/blog/guides/down', 'DownArticle');
      expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(events).toEqual([]);
      expect(sessionStorage.getItem('chunk-reload-at')).toBeNull();
    });
  });
});
