import { cacheControlFor } from './cacheControl';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/mf-manifest.json', 'no-store'],
    ['/dist/remoteEntry.js', 'no-store'],
    ['/dist/releases/0.1.0-20261123154000/exposes.json', 'no-store'],
    ['runtime-config.json', 'no-store'],
    ['/dist/server/server-manifest.json', 'no-store'],
    ['/dist/server/entry.3e1f6edc.cjs', 'public, max-age=31536000, immutable'],
    ['/dist/338.94f0b805.css', 'public, max-age=31536000, immutable'],
    ['/dist/main.9470a09b.js', 'public, max-age=31536000, immutable'],
    ['/dist/index.html', 'no-cache'],
    ['/dist/140.a5fae9de.js.LICENSE.txt', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
