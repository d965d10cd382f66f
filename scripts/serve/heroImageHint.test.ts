import { buildImageSources } from '../../shared-lib/src/domain/imageUrl';
import { HERO_CACHE_MS, HERO_WAIT_MS, heroImageHints, imagePreloadTag } from './heroImageHint';

const config = { mediaBase: '' };
const BANNER = '/media/products/mobile-legends.svg';

/** A banners source answering `image` for every language, recording the languages asked for. */
function bannersAnswering(image: string | null) {
  const asked: string[] = [];
  const firstBanner = jest.fn(async (language: string) => {
    asked.push(language);
    return image;
  });
  return { asked, firstBanner };
}

describe('heroImageHints', () => {
  it("preloads the home page's first banner as the banner renders it: preset URL, srcset, high priority", async () => {
    const { firstBanner, asked } = bannersAnswering(BANNER);
    const hints = heroImageHints(firstBanner);
    expect(await hints('/', config)).toBe(
      '<link rel="preload" as="image" href="/media/products/mobile-legends.svg?w=1200&amp;h=345&amp;q=95"' +
        ' imagesrcset="/media/products/mobile-legends.svg?w=1200&amp;h=345&amp;q=95 1x,' +
        ' /media/products/mobile-legends.svg?w=2400&amp;h=690&amp;q=95 2x" fetchpriority="high">',
    );
    expect(await hints('/zh-TW', config)).toContain('mobile-legends.svg');
    expect(asked).toEqual(['en', 'zh-TW']);
  });

  it('follows the media base and CDN aliases of the config the page gets', async () => {
    const hints = heroImageHints(bannersAnswering(BANNER).firstBanner);
    const cdn = {
      mediaBase: 'https://bucket.s3.example.com',
      imageCdn: { aliases: { 'bucket.s3.example.com': 'img.example.com' } },
    };
    expect(await hints('/', cdn)).toContain(
      'href="https://img.example.com/media/products/mobile-legends.svg?w=1200',
    );
  });

  it.each(['/top-up/mobile-legends', '/zh-TW/blog', '/user', '/no/such/page'])(
    '%s has no hero picture to hint, and store-api is not asked',
    async (pathname) => {
      const { firstBanner } = bannersAnswering(BANNER);
      expect(await heroImageHints(firstBanner)(pathname, config)).toBe('');
      expect(firstBanner).not.toHaveBeenCalled();
    },
  );

  it('gives no hint without banners, or when store-api fails', async () => {
    expect(await heroImageHints(bannersAnswering(null).firstBanner)('/', config)).toBe('');
    const failing = jest.fn(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await heroImageHints(failing)('/', config)).toBe('');
  });

  it('does not hold a page longer than HERO_WAIT_MS for a slow answer; the next page has the hint', async () => {
    jest.useFakeTimers();
    try {
      let answer: (image: string) => void = () => undefined;
      const slow = jest.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
      const hints = heroImageHints(slow);
      const first = hints('/', config);
      await jest.advanceTimersByTimeAsync(HERO_WAIT_MS);
      await expect(first).resolves.toBe('');
      answer(BANNER);
      await expect(hints('/', config)).resolves.toContain('mobile-legends.svg');
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks store-api once per HERO_CACHE_MS; a stale answer serves until the new one has come', async () => {
    let clock = 0;
    const images = ['/media/a.svg', '/media/b.svg'];
    const firstBanner = jest.fn(async () => images.shift() ?? null);
    const hints = heroImageHints(firstBanner, () => clock);
    expect(await hints('/', config)).toContain('/media/a.svg');
    clock = HERO_CACHE_MS - 1;
    expect(await hints('/', config)).toContain('/media/a.svg');
    expect(firstBanner).toHaveBeenCalledTimes(1);

    clock = HERO_CACHE_MS + 1;
    expect(await hints('/', config)).toContain('/media/a.svg');
    expect(await hints('/', config)).toContain('/media/b.svg');
    expect(firstBanner).toHaveBeenCalledTimes(2);
  });
});

describe('imagePreloadTag', () => {
  it('escapes what could end the attribute', () => {
    const sources = buildImageSources('/media/x".svg?a=<b>&c', { defaultHost: '', cdnAliases: {} });
    expect(imagePreloadTag(sources)).toBe(
      '<link rel="preload" as="image" href="/media/x&quot;.svg?a=&lt;b>&amp;c" fetchpriority="high">',
    );
  });
});
