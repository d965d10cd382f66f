import { IMAGE_PRESETS, buildImageSources, resolveImageUrl, type ImageHosts } from './imageUrl';

const hosts: ImageHosts = {
  defaultHost: 'https://bucket.storage.example.com/',
  cdnAliases: {
    'bucket.storage.example.com': 'img.cdn.example.com',
    'old.storage.example.com': 'img2.cdn.example.com',
  },
};

describe('resolveImageUrl', () => {
  it('rewrites storage hosts to their CDN alias', () => {
    expect(resolveImageUrl('https://old.storage.example.com/a/b.png?x=1', hosts)).toBe(
      'https://img2.cdn.example.com/a/b.png?x=1',
    );
    expect(resolveImageUrl('//old.storage.example.com/a.png', hosts)).toBe(
      'https://img2.cdn.example.com/a.png',
    );
  });
  it('prefixes relative paths with the default storage host (then aliases it)', () => {
    expect(resolveImageUrl('/p/1.jpg', hosts)).toBe('https://img.cdn.example.com/p/1.jpg');
    expect(resolveImageUrl('p/1.jpg', hosts)).toBe('https://img.cdn.example.com/p/1.jpg');
  });
  it('leaves other hosts, data URLs and a missing default host alone', () => {
    expect(resolveImageUrl('https://elsewhere.com/x.png', hosts)).toBe('https://elsewhere.com/x.png');
    expect(resolveImageUrl('data:image/png;base64,AA', hosts)).toBe('data:image/png;base64,AA');
    expect(resolveImageUrl('/p/1.jpg', { defaultHost: '', cdnAliases: {} })).toBe('/p/1.jpg');
    expect(resolveImageUrl('  ', hosts)).toBe('');
  });
});

describe('buildImageSources', () => {
  it('has the image presets', () => {
    expect(IMAGE_PRESETS).toEqual({
      avatar: { width: 50, height: 50, quality: 80, format: 'webp' },
      thumbnail: { width: 200, height: 200, quality: 75 },
      banner: { width: 1200, height: 345, quality: 95 },
    });
  });
  it('builds src and a 1x/2x srcset for a preset', () => {
    expect(buildImageSources('/u/a.png', hosts, 'avatar')).toEqual({
      src: 'https://img.cdn.example.com/u/a.png?w=50&h=50&q=80&fmt=webp',
      srcSet:
        'https://img.cdn.example.com/u/a.png?w=50&h=50&q=80&fmt=webp 1x, https://img.cdn.example.com/u/a.png?w=100&h=100&q=80&fmt=webp 2x',
    });
    expect(buildImageSources('https://elsewhere.com/b.jpg?v=2#top', hosts, 'banner').src).toBe(
      'https://elsewhere.com/b.jpg?v=2&w=1200&h=345&q=95#top',
    );
  });
  it('uses quality 75 by default and no parameters without sizing', () => {
    expect(buildImageSources('https://x.com/a.jpg', hosts, { width: 10 }).src).toBe(
      'https://x.com/a.jpg?w=10&q=75',
    );
    expect(buildImageSources('https://x.com/a.jpg', hosts)).toEqual({ src: 'https://x.com/a.jpg' });
    expect(buildImageSources('', hosts, 'thumbnail')).toEqual({ src: '' });
  });
});
