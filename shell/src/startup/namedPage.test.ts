import { namedPage } from './namedPage';
import { REMOTE_PAGE_META, REMOTE_PAGE_PARAMS_ATTRIBUTE } from './pageMarkers';

function namePage(content: string, params?: string): void {
  const meta = document.createElement('meta');
  meta.name = REMOTE_PAGE_META;
  meta.content = content;
  if (params !== undefined) meta.setAttribute(REMOTE_PAGE_PARAMS_ATTRIBUTE, params);
  document.head.append(meta);
}

describe('namedPage', () => {
  afterEach(() => document.head.querySelector(`meta[name="${REMOTE_PAGE_META}"]`)?.remove());

  it('reads the remote, the module and the route parameters the server wrote', () => {
    namePage('content/BlogArticlePage', JSON.stringify({ slug: 'guides', title: 'how to' }));
    expect(namedPage()).toEqual({
      remote: 'content',
      module: 'BlogArticlePage',
      params: { slug: 'guides', title: 'how to' },
    });
  });

  it('keeps string parameters only, and none from a broken attribute', () => {
    namePage('content/BlogArticlePage', JSON.stringify({ slug: 'guides', title: 7 }));
    expect(namedPage()?.params).toEqual({ slug: 'guides' });
    document.head.querySelector('meta')?.remove();
    namePage('content/BlogArticlePage', '{"title"');
    expect(namedPage()?.params).toEqual({});
    document.head.querySelector('meta')?.remove();
    namePage('storefront/HomePage', '[1]');
    expect(namedPage()?.params).toEqual({});
  });

  it('names nothing without the meta or with a malformed one', () => {
    expect(namedPage()).toBeNull();
    namePage('storefront');
    expect(namedPage()).toBeNull();
  });
});
