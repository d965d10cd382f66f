import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { currencyStore, i18n } from '@topup/shared-lib';
import '../i18n/registerShellStrings';
import { en, zhTW } from '../i18n/shellStrings';
import { AppRoutes } from '../routes/AppRoutes';
import type { MetaKey } from '../routes/routeTypes';
import { useDocumentMeta } from './useDocumentMeta';

// The federation runtime is not in jsdom: a remote page renders as its name.
jest.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      {remote}/{module}
    </p>
  ),
}));

function Meta({ metaKey }: { metaKey: MetaKey | undefined }) {
  useDocumentMeta(metaKey);
  return null;
}

function renderMeta(metaKey: MetaKey | undefined, path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Meta metaKey={metaKey} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function renderRoutes(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const headMeta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

describe('useDocumentMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = 'untouched';
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['home', '/', en.meta.home],
    ['home', '/?type=hot', en.meta.hot],
    ['home', '/?type=game', en.meta.game],
    ['home', '/?type=recommend', en.meta.recommend],
    ['home', '/?type=live', en.meta.live],
    ['home', '/?type=all', en.meta.all],
    ['home', '/?type=nope', en.meta.home],
    ['user', '/user', en.meta.user],
    ['user', '/user?tab=order', en.meta.userOrders],
    ['user', '/user?tab=coupons', en.meta.userCoupons],
    ['about', '/about', en.meta.about],
    ['contact', '/contact', en.meta.contact],
    ['sellOnline', '/sellOnline', en.meta.sellOnline],
    ['default', '/blog', en.meta.default],
  ] as const)('sets %p at %p in English', (metaKey, path, expected) => {
    renderMeta(metaKey, path);
    expect(document.title).toBe(expected.title);
    expect(headMeta('description')).toBe(expected.description);
    expect(headMeta('keywords')).toBe(expected.keywords);
  });

  it('updates the existing tags instead of adding more', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="description" content="old"><meta name="keywords" content="old">',
    );
    renderMeta('about', '/about');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="keywords"]')).toHaveLength(1);
    expect(headMeta('keywords')).toBe(en.meta.about.keywords);
  });

  it('follows the language', async () => {
    renderMeta('home', '/zh-TW?type=live');
    expect(document.title).toBe(en.meta.live.title);
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(document.title).toBe(zhTW.meta.live.title);
    expect(headMeta('description')).toBe(zhTW.meta.live.description);
    expect(headMeta('keywords')).toBe(zhTW.meta.live.keywords);
  });

  it('falls back to the default entry for a field the table lacks', () => {
    const { keywords: _dropped, ...aboutWithoutKeywords } = en.meta.about;
    i18n.addResourceBundle('en', 'shell', { meta: { ...en.meta, about: aboutWithoutKeywords } }, false, true);
    try {
      renderMeta('about', '/about');
      expect(document.title).toBe(en.meta.about.title);
      expect(headMeta('keywords')).toBe(en.meta.default.keywords);
    } finally {
      i18n.addResourceBundle('en', 'shell', { meta: en.meta }, false, true);
    }
  });

  it('leaves the head alone without a key', () => {
    renderMeta(undefined, '/top-up');
    expect(document.title).toBe('untouched');
    expect(headMeta('keywords')).toBeNull();
  });

  describe('through the route table', () => {
    // The layouts' header loads the currency list: answered here, not by a request to nowhere.
    beforeEach(() => jest.spyOn(currencyStore, 'load').mockResolvedValue());
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['/?type=recommend', en.meta.recommend.title],
      ['/user?tab=coupons', en.meta.userCoupons.title],
      ['/contact', en.meta.contact.title],
      ['/top-up', 'untouched'],
      ['/classify', 'untouched'],
    ])('%p gets the title %p', (path, title) => {
      renderRoutes(path);
      expect(document.title).toBe(title);
    });

    it('uses the zh-TW table under /zh-TW', async () => {
      await act(() => i18n.changeLanguage('zh-TW'));
      renderRoutes('/zh-TW/user?tab=order');
      expect(document.title).toBe(zhTW.meta.userOrders.title);
      expect(headMeta('keywords')).toBe(zhTW.meta.userOrders.keywords);
    });
  });
});
