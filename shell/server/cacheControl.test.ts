import { cacheControlFor } from './cacheControl';

describe('cacheControlFor', () => {
  it.each([
    ['/mf-manifest.json', 'no-store'],
    ['/remoteEntry.js', 'no-store'],
    ['/releases/0.1.0-20261123154000/exposes.json', 'no-store'],
    ['/runtime-config.json', 'no-store'],
    ['/server/server-manifest.json', 'no-store'],
    ['/server/entry.3e1f6edc.cjs', 'no-store'],
    ['/releases/0.1.0-20261123154000/server/entry.3e1f6edc.cjs', 'no-store'],
    ['/338.94f0b805.css', 'public, max-age=31536000, immutable'],
    ['/main.9470a09b.js', 'public, max-age=31536000, immutable'],
    // Pre-compressed copies, as the host sends them to a browser that accepts them.
    ['/main.9470a09b.js.br', 'public, max-age=31536000, immutable'],
    ['/338.94f0b805.css.gz', 'public, max-age=31536000, immutable'],
    ['/remoteEntry.js.br', 'no-store'],
    ['/server/entry.3e1f6edc.cjs.gz', 'no-store'],
    ['/releases/0.1.0-20261123154000/main.9470a09b.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/140.a5fae9de.js.LICENSE.txt', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
