import { classifyLink } from './linkTarget';

const context = { origin: 'https://shop.example.com', siteHosts: ['shop.example.com', 'm.example-shop.tw'] };
const classify = (target: string) => classifyLink(target, context);

describe('classifyLink', () => {
  it.each([
    ['/top-up/genshin-impact', '/top-up/genshin-impact', '', ''],
    ['/user?tab=order#list', '/user', '?tab=order', '#list'],
    ['  /blog  ', '/blog', '', ''],
    ['/zh-TW/blog/news', '/zh-TW/blog/news', '', ''],
    ['/a/../about', '/about', '', ''],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com', '', ''],
    ['https://shop.example.com/sellOnline?x=1#top', '/sellOnline', '?x=1', '#top'],
    ['HTTPS://SHOP.EXAMPLE.COM/About', '/About', '', ''],
    ['http://shop.example.com/help', '/help', '', ''],
    ['https://shop.example.com./help', '/help', '', ''],
    ['https://m.example-shop.tw/user?tab=coupons', '/user', '?tab=coupons', ''],
    ['https://shop.example.com', '/', '', ''],
  ])('%p is internal', (target, path, search, hash) => {
    expect(classify(target)).toEqual({ kind: 'internal', path, search, hash });
  });

  it('counts the page origin itself as the site', () => {
    expect(
      classifyLink('http://localhost:8080/blog', { origin: 'http://localhost:8080', siteHosts: [] }),
    ).toEqual({
      kind: 'internal',
      path: '/blog',
      search: '',
      hash: '',
    });
  });

  it.each([
    ['https://partner.example.org/offer?a=1', 'https://partner.example.org/offer?a=1'],
    ['http://example.net', 'http://example.net/'],
    ['https://example.com/', 'https://example.com/'],
    ['https://xn--e1afmkfd.xn--p1ai/', 'https://xn--e1afmkfd.xn--p1ai/'],
  ])('%p is external', (target, href) => {
    expect(classify(target)).toEqual({ kind: 'external', href });
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\u0000:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://shop.example.com/1234',
    'mailto:someone@example.com',
    'ftp://example.com/file',
    '//evil.com',
    '//evil.com/path',
    '///evil.com',
    '//shop.example.com/blog',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '\\/evil.com',
    'https:evil.com',
    'https:/evil.com',
    'https:\\\\evil.com',
    'https://shop.example.com@evil.net/',
    'https://user:pass@shop.example.com/',
    'https://user@shop.example.com/',
    'https://@evil.net/',
    'https://shop.example.com%40evil.net/',
    'https://shop.example.com.evil.net/',
    'https://evil-shop.example.com/',
    'https://shop.example.com-evil.net/',
    'https://www.shop.example.com.attacker.io/login',
    'https://shop.example.com//evil.com',
    'blog/article',
    '?tab=order',
    '#top',
    'shop.example.com/blog',
    'http://',
    'https://',
  ])('%p is refused', (target) => {
    expect(classify(target)).toEqual({ kind: 'refused' });
  });

  it('refuses everything when the origin is not a URL', () => {
    expect(classifyLink('/blog', { origin: 'nonsense', siteHosts: [] })).toEqual({ kind: 'refused' });
  });
});
