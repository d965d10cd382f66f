import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  i18n,
  pageNotFound,
  usePageData,
  usePageReload,
  type PageLoaderArgs,
  type RouteModule,
} from '@topup/shared-lib';
import { logIn, testStores } from '@topup/shared-lib/testing';
import { TEST_MODULE_ID, renderRoutePage } from '../testing/renderPage';
import { PageDataCache, pageDataKey } from './pageDataCache';

interface Data {
  text: string;
}

function Page() {
  const { text } = usePageData<Data>();
  const reload = usePageReload();
  return (
    <section>
      <p>{text}</p>
      <button type="button" onClick={reload}>
        Reload
      </button>
    </section>
  );
}

/** Loads the test settles one by one, in the order the loader asked for them. */
function loads() {
  const waiting: Array<{ resolve(data: Data): void; reject(error: unknown): void }> = [];
  const loader = jest.fn(
    (_args: PageLoaderArgs) =>
      new Promise<Data>((resolve, reject) => {
        waiting.push({ resolve, reject });
      }),
  );
  const next = () => {
    const load = waiting.shift();
    if (!load) throw new Error('the loader was not asked');
    return load;
  };
  return {
    loader,
    resolve: (text: string) => act(async () => next().resolve({ text })),
    reject: (error: unknown) => act(async () => next().reject(error)),
  };
}

const LOADING = 'Loading…';

beforeEach(() => i18n.changeLanguage('en'));

describe('RoutePage', () => {
  it("runs the loader with the address's parameters, query, language and stores: loading, then the page", async () => {
    const { loader, resolve } = loads();
    const stores = testStores({ session: null });
    renderRoutePage(
      { default: Page, loader },
      { path: '/zh-TW/item/7?tab=b', route: '/zh-TW/item/:id', stores },
    );
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(loader).toHaveBeenCalledTimes(1);
    const [args] = loader.mock.calls[0] ?? [];
    expect(args?.params).toMatchObject({ id: '7' });
    expect(args?.query.get('tab')).toBe('b');
    expect(args?.language).toBe('zh-TW');
    expect(args?.stores).toBe(stores);
    await resolve('Item 7');
    expect(screen.getByText('Item 7')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a page the read cache already holds at once, without loading it again', () => {
    const loader = jest.fn(async () => ({ text: 'fresh' }));
    const cache = new PageDataCache({
      [pageDataKey(TEST_MODULE_ID, '/blog', '?page=2')]: { data: { text: 'Rendered by the server' } },
    });
    renderRoutePage({ default: Page, loader }, { path: '/blog?page=2', route: '/blog', cache });
    expect(screen.getByText('Rendered by the server')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it("throws a loader's failure to the page's boundary, whose Retry loads again", async () => {
    const { loader, resolve, reject } = loads();
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    try {
      renderRoutePage({ default: Page, loader });
      await reject(new ApiError(503, 'upstream', '/hpms/product/index/v2'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The store is having trouble right now. Please try again in a moment.',
      );
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
      expect(loader).toHaveBeenCalledTimes(2);
      await resolve('Back');
      expect(screen.getByText('Back')).toBeInTheDocument();
    } finally {
      jest.mocked(console.error).mockRestore();
    }
  });

  it("throws a loader's not-found to the boundary", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderRoutePage({ default: Page, loader: async () => pageNotFound() });
      expect(await screen.findByRole('alert')).toHaveTextContent('Page Not Found');
    } finally {
      jest.mocked(console.error).mockRestore();
    }
  });

  it('keeps the last data on screen while the page data loads again after an invalidation', async () => {
    const { loader, resolve } = loads();
    const { cache } = renderRoutePage({ default: Page, loader });
    await resolve('Prices in USD');
    act(() => cache.invalidate());
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Prices in USD')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await resolve('Prices in TWD');
    expect(screen.getByText('Prices in TWD')).toBeInTheDocument();
  });

  it("the page's reload reads its data again, the last data shown meanwhile", async () => {
    const { loader, resolve } = loads();
    renderRoutePage({ default: Page, loader });
    await resolve('Before');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Before')).toBeInTheDocument();
    await resolve('After');
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it("a login loads the page data again, with the member's stores", async () => {
    const module: RouteModule<Data> = {
      default: Page,
      loader: async ({ stores }) => ({ text: stores.user.isLogin ? 'Your orders' : 'Please log in' }),
    };
    const stores = testStores({ session: null });
    renderRoutePage(module as RouteModule, { stores });
    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    act(() => logIn(stores));
    expect(await screen.findByText('Your orders')).toBeInTheDocument();
  });
});
