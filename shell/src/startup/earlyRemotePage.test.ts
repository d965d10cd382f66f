import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startRemotePageEarly } from './earlyRemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

const CONFIG = { remotes: { storefront: 'http://s/mf-manifest.json' } };
const HOME = { remote: 'storefront', module: 'HomePage' };

describe('startRemotePageEarly', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers the page’s remote from the config in the page and preloads the page', () => {
    startRemotePageEarly(CONFIG, HOME);
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
    ['no remotes', {}, HOME],
    ['remotes that are not a map', { remotes: 'x' }, HOME],
    ['a remote the config lacks', CONFIG, { remote: 'content', module: 'BlogListPage', params: {} }],
  ])('leaves everything to bootstrap with %s', (_case, config, page) => {
    startRemotePageEarly(config, page);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
