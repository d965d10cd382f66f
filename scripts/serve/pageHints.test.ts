import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FederationManifest } from '../budgets/buildOutput';
import { hintTags, pageHintTags, remotePageFiles, remotePageOf, withHints } from './pageHints';

const manifest = {
  shared: [],
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'TopUpPage',
      path: './TopUpPage',
      assets: {
        js: { sync: ['32.abc.js', '__federation_expose_TopUpPage.def.js'], async: ['99.lazy.js'] },
        css: { sync: ['__federation_expose_TopUpPage.123.css'], async: [] },
      },
    },
  ],
} as unknown as FederationManifest;

describe('remotePageOf', () => {
  it.each([
    ['/', 'storefront', 'HomePage'],
    ['/zh-TW/top-up/genshin-impact', 'storefront', 'TopUpPage'],
    ['/blog/guides/how-to', 'content', 'BlogArticlePage'],
    ['/user/comp/order', 'account', 'UserOrdersPage'],
  ])('%s is %s/%s', (pathname, remote, module) => {
    expect(remotePageOf(pathname)).toEqual({ remote, module });
  });

  it.each(['/error/404', '/oauth2/success', '/no/such/page'])('%s is no remote page', (pathname) => {
    expect(remotePageOf(pathname)).toBeNull();
  });
});

describe('remotePageFiles', () => {
  it('names the manifest, the entry and the page chunks beside the manifest (a release folder too)', () => {
    const url = 'http://localhost:3001/releases/0.1.0-1/mf-manifest.json';
    expect(remotePageFiles(manifest, url, 'TopUpPage')).toEqual([
      { href: url, as: 'fetch' },
      { href: 'http://localhost:3001/releases/0.1.0-1/remoteEntry.js', as: 'script' },
      { href: 'http://localhost:3001/releases/0.1.0-1/32.abc.js', as: 'script' },
      { href: 'http://localhost:3001/releases/0.1.0-1/__federation_expose_TopUpPage.def.js', as: 'script' },
      { href: 'http://localhost:3001/releases/0.1.0-1/__federation_expose_TopUpPage.123.css', as: 'style' },
    ]);
  });

  it('names nothing for a page the remote does not expose', () => {
    expect(remotePageFiles(manifest, 'http://localhost:3001/mf-manifest.json', 'GoodPage')).toEqual([]);
  });
});

describe('hint tags', () => {
  it('asks for the manifest the way fetch() will (CORS), scripts and styles as their tags will', () => {
    expect(
      hintTags([
        { href: 'http://r/mf-manifest.json', as: 'fetch' },
        { href: 'http://r/a.js?x="1"&y', as: 'script' },
      ]),
    ).toBe(
      '<link rel="preload" href="http://r/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="http://r/a.js?x=&quot;1&quot;&amp;y" as="script">',
    );
  });

  it('go at the end of <head>, and leave the page alone when there are none', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    expect(withHints(html, '<link>')).toBe('<html><head><title>t</title><link></head><body></body></html>');
    expect(withHints(html, '')).toBe(html);
  });
});

describe('pageHintTags', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-hints-'));
  const file = path.join(dir, 'mf-manifest.json');
  fs.writeFileSync(file, JSON.stringify(manifest));
  const url = 'http://localhost:3001/mf-manifest.json';

  it('hints the remote page of the address from the manifest on disk', () => {
    const tags = pageHintTags('/top-up/pubg-mobile', (remote) =>
      remote === 'storefront' ? { url, file } : null,
    );
    expect(tags).toContain('href="http://localhost:3001/remoteEntry.js" as="script"');
  });

  it('hints nothing for a remote served elsewhere, a missing build or a shell page', () => {
    expect(pageHintTags('/top-up/pubg-mobile', () => null)).toBe('');
    expect(pageHintTags('/top-up/pubg-mobile', () => ({ url, file: path.join(dir, 'none.json') }))).toBe('');
    expect(pageHintTags('/error/404', () => ({ url, file }))).toBe('');
  });
});
