import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  currentReleases,
  manifestPathOf,
  pointAt,
  readReleasePointer,
  rollBack,
  writeReleasePointer,
} from '../../shell/server/releasePointer';
import { renderRuntimeConfig } from './staticRuntimeConfig';

describe('release pointer', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'topup-pointer-'));
    file = path.join(dir, 'remotes.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('releases stack up and roll back one at a time, down to the plain build', () => {
    let pointer = readReleasePointer(file);
    expect(pointer).toEqual({ remotes: {} });
    pointer = pointAt(pointer, 'content', '0.1.0-a');
    pointer = pointAt(pointer, 'content', '0.1.0-b');
    pointer = pointAt(pointer, 'account', '0.1.0-x');
    writeReleasePointer(pointer, file);
    expect(currentReleases(file)).toEqual({ content: '0.1.0-b', account: '0.1.0-x' });

    const first = rollBack(readReleasePointer(file), 'content');
    expect(first.serving).toBe('0.1.0-a');
    writeReleasePointer(first.pointer, file);
    expect(currentReleases(file)).toEqual({ content: '0.1.0-a', account: '0.1.0-x' });

    const second = rollBack(first.pointer, 'content');
    expect(second.serving).toBeNull();
    expect(() => rollBack(second.pointer, 'content')).toThrow('content has no release to roll back from');
    writeReleasePointer(second.pointer, file);
    expect(currentReleases(file)).toEqual({ account: '0.1.0-x' });
  });

  it('maps a release to its manifest path on the remote origin', () => {
    expect(manifestPathOf('0.1.0-b')).toBe('/releases/0.1.0-b/mf-manifest.json');
    expect(manifestPathOf(undefined)).toBe('/mf-manifest.json');
  });

  it('refuses release names that could leave the releases folder', () => {
    expect(() => pointAt({ remotes: {} }, 'content', '../../etc')).toThrow('not a valid release name');
  });

  it('ignores a broken pointer file in the server (plain builds), once reported', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(file, '{"remotes": {"content": {"current": "../x", "history": []}}}');
    expect(currentReleases(file)).toEqual({});
    expect(currentReleases(file)).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('static runtime config (for a CDN or nginx)', () => {
  it('points each remote at its base URL and current release, keeping the template', () => {
    const pointer = pointAt({ remotes: {} }, 'content', '0.2.0-b');
    const config = renderRuntimeConfig(
      pointer,
      {
        storefront: 'https://cdn.example.com/storefront/',
        account: 'https://cdn.example.com/account',
        checkout: 'https://cdn.example.com/checkout',
        content: 'https://cdn.example.com/content',
      },
      { apiBase: '', apiPrefix: '/api', mediaBase: '', siteHosts: ['shop.example.com'] },
    );
    expect(config).toEqual({
      apiBase: '',
      apiPrefix: '/api',
      mediaBase: '',
      siteHosts: ['shop.example.com'],
      remotes: {
        storefront: 'https://cdn.example.com/storefront/mf-manifest.json',
        account: 'https://cdn.example.com/account/mf-manifest.json',
        checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
        content: 'https://cdn.example.com/content/releases/0.2.0-b/mf-manifest.json',
      },
    });
  });
});
