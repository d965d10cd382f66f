import { imageCdnFrom } from './imageCdnConfig';

describe('imageCdnFrom', () => {
  it('leaves pictures on the page origin when nothing is set', () => {
    expect(imageCdnFrom({})).toBeUndefined();
  });

  it('reads the CDN host and the storage aliases', () => {
    expect(
      imageCdnFrom({
        IMAGE_CDN_HOST: 'https://img.example.com',
        IMAGE_CDN_ALIASES: 'bucket.s3.example.com=img.example.com, Files.Example.com=cdn.example.com',
      }),
    ).toEqual({
      defaultHost: 'https://img.example.com',
      aliases: { 'bucket.s3.example.com': 'img.example.com', 'files.example.com': 'cdn.example.com' },
    });
  });

  it.each([
    [{ IMAGE_CDN_HOST: 'img.example.com' }, /IMAGE_CDN_HOST/],
    [{ IMAGE_CDN_HOST: 'https://img.example.com/media' }, /IMAGE_CDN_HOST/],
    [{ IMAGE_CDN_HOST: 'javascript:alert(1)' }, /IMAGE_CDN_HOST/],
    [{ IMAGE_CDN_ALIASES: 'bucket.example.com' }, /IMAGE_CDN_ALIASES/],
    [{ IMAGE_CDN_ALIASES: 'a.example.com=https://b.example.com' }, /IMAGE_CDN_ALIASES/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => imageCdnFrom(env)).toThrow(message);
  });
});
