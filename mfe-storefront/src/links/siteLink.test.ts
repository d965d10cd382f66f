import { classifySiteLink } from './siteLink';

const ORIGIN = 'https://shop.example.com';

describe('classifySiteLink', () => {
  it('keeps site paths inside the app', () => {
    expect(classifySiteLink('/top-up/mobile-legends', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/top-up/mobile-legends',
    });
    expect(classifySiteLink('https://shop.example.com/classify?id=2#top', ORIGIN)).toEqual({
      kind: 'internal',
      path: '/classify?id=2#top',
    });
  });

  it('opens other https sites outside', () => {
    expect(classifySiteLink('https://partner.example/offer', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'http://partner.example/',
    '//evil.example/path',
    '/\\evil.example',
    'java\tscript:alert(1)',
    'https://shop.example.com@evil.example/',
    'mailto:someone@example.com',
    '',
  ])('refuses %j', (target) => {
    expect(classifySiteLink(target, ORIGIN)).toEqual({ kind: 'refused' });
  });
});
