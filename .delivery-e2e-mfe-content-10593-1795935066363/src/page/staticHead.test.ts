import { i18n } from '@topup/shared-lib';
import * as AboutPage from '../about/AboutPage';
import * as ContactPage from '../contact/ContactPage';

const args = (language: 'en' | 'zh-TW') => ({
  params: {},
  query: new URLSearchParams(),
  language,
  t: i18n.getFixedT(language),
});

describe('the heads of the about and contact pages', () => {
  it('are their entries of the store’s metadata, in each language', () => {
    expect(AboutPage.head(null, args('en'))).toEqual({
      title: 'About us | TopUp Store',
      description: 'Who we are and what we promise.',
      keywords: 'about TopUp Store, our promises',
    });
    expect(ContactPage.head(null, args('zh-TW'))).toEqual({
      title: '聯絡我們 | TopUp 儲值商城',
      description: '全天候聯繫我們的客服團隊。',
      keywords: '聯絡我們, 客服, 幫助',
    });
  });
});
