import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startRemotePageEarly } from './earlyRemotePage';
import { REMOTE_PAGE_META } from './pageMarkers';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const CONFIG = JSON.stringify({ remotes: { storefront: 'http://s/mf-manifest.json' } });

function namePage(content: string): void {
  const meta = document.createElement('meta');
  meta.name = REMOTE_PAGE_META;
  meta.content = content;
  document.head.append(meta);
}

describe('startRemotePageEarly', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => document.head.querySelector(`meta[name="${REMOTE_PAGE_META}"]`)?.remove());

  it('registers the page’s remote from the config in the page and preloads the page', () => {
    namePage('storefront/HomePage');
    startRemotePageEarly(CONFIG);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: 'http://s/mf-manifest.json' },
    ]);
    expect(preloadRemote).toHaveBeenCalledWith([
      {
        nameOrAlias: 'storefront',
        exposes: ['HomePage'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      },
    ]);
  });

  it.each([
    ['no page named', null, CONFIG],
    ['no config', 'storefront/HomePage', null],
    ['a broken config', 'storefront/HomePage', '{'],
    ['a remote the config lacks', 'content/BlogListPage', CONFIG],
  ])('leaves everything to bootstrap with %s', (_case, page, config) => {
    if (page) namePage(page);
    startRemotePageEarly(config);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
