import { pageFiles, prefetchRemotePage, type ManifestFiles } from './remotePrefetch';

const manifest: ManifestFiles = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'BlogListPage',
      path: './BlogListPage',
      assets: { js: { sync: ['820.a.js', 'blog.b.js'] }, css: { sync: ['blog.c.css'] } },
    },
  ],
};
const URL_OF = 'http://localhost:3004/releases/0.1.0-1/mf-manifest.json';
const answer = (body: unknown, ok = true) => ({ ok, json: async () => body }) as unknown as Response;

describe('pageFiles', () => {
  it('lists the entry, the chunks and the styles beside the manifest (a release folder too)', () => {
    expect(pageFiles(manifest, URL_OF, 'BlogListPage')).toEqual([
      { href: 'http://localhost:3004/releases/0.1.0-1/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:3004/releases/0.1.0-1/820.a.js', as: 'script' },
      { href: 'http://localhost:3004/releases/0.1.0-1/blog.b.js', as: 'script' },
      { href: 'http://localhost:3004/releases/0.1.0-1/blog.c.css', as: 'style' },
    ]);
  });

  it('follows an explicit public path, and lists nothing for a page the remote does not expose', () => {
    const cdn = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.test/content/' } };
    expect(pageFiles(cdn, URL_OF, 'BlogListPage')[0]?.href).toBe('https://cdn.test/content/remoteEntry.js');
    expect(pageFiles(manifest, URL_OF, 'AboutPage')).toEqual([]);
  });
});

describe('prefetchRemotePage', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove()));
  const prefetched = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('as'),
    ]);

  it('adds one prefetch link per file, once, asks for the manifest once, and runs nothing', async () => {
    const fetchImpl = jest.fn(async () => answer(manifest));
    const page = { remote: 'content', module: 'BlogListPage' } as const;
    await prefetchRemotePage(page, URL_OF, fetchImpl);
    await prefetchRemotePage(page, URL_OF, fetchImpl);
    await prefetchRemotePage({ remote: 'content', module: 'AboutPage' }, URL_OF, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(prefetched()).toHaveLength(4);
    expect(prefetched()).toContainEqual(['http://localhost:3004/releases/0.1.0-1/blog.c.css', 'style']);
    expect(document.querySelectorAll('script[src*="remoteEntry"]')).toHaveLength(0);
  });

  it('does nothing, quietly, when the manifest cannot be had, and asks again next time', async () => {
    const page = { remote: 'account', module: 'UserCenterPage' } as const;
    const url = 'http://localhost:3002/mf-manifest.json';
    const refused = jest.fn(async () => answer({}, false));
    await expect(prefetchRemotePage(page, url, refused)).resolves.toBeUndefined();
    const offline = jest.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(prefetchRemotePage(page, url, offline)).resolves.toBeUndefined();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(offline).toHaveBeenCalledTimes(1);
    expect(prefetched()).toEqual([]);
  });
});
