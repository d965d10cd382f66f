import { namedPage } from './namedPage';
import { REMOTE_PAGE_META } from './pageMarkers';

function namePage(content: string): void {
  const meta = document.createElement('meta');
  meta.name = REMOTE_PAGE_META;
  meta.content = content;
  document.head.append(meta);
}

describe('namedPage', () => {
  afterEach(() => document.head.querySelector(`meta[name="${REMOTE_PAGE_META}"]`)?.remove());

  it('reads the remote and the module the server wrote', () => {
    namePage('content/BlogArticlePage');
    expect(namedPage()).toEqual({ remote: 'content', module: 'BlogArticlePage' });
  });

  it('names nothing without the meta, or with a malformed one', () => {
    expect(namedPage()).toBeNull();
    namePage('storefront');
    expect(namedPage()).toBeNull();
  });
});
