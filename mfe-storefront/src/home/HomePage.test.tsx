import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, i18n, products, type ProductSummary } from '@topup/shared-lib';
import { renderPage } from '@topup/shared-lib/src/testing/renderPage';
import HomePage from './HomePage';

const genshin: ProductSummary = {
  id: 2,
  sn: 'P1002',
  linkName: 'genshin-impact',
  name: 'Genshin Impact',
  kind: 'game',
  pic: '/media/products/genshin-impact.svg',
  currency: 'USD',
  minPrice: 0.95,
  originalPrice: 0.99,
  hot: true,
  recommend: false,
};

describe('HomePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each non-empty section with its products and prices', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({
      sections: [
        { key: 'hot', products: [genshin] },
        { key: 'live', products: [] },
      ],
    });
    renderPage(<HomePage />);
    const hot = await screen.findByRole('region', { name: 'Hot right now' });
    expect(hot).toHaveTextContent('Genshin Impact');
    expect(hot).toHaveTextContent('$0.95');
    expect(screen.getByRole('link', { name: 'Top up Genshin Impact' })).toHaveAttribute(
      'href',
      '/top-up/genshin-impact',
    );
    expect(screen.queryByRole('region', { name: 'Live top-up' })).not.toBeInTheDocument();
  });

  it('links in the shopper language', async () => {
    await i18n.changeLanguage('zh-TW');
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'hot', products: [genshin] }] });
    const { unmount } = renderPage(<HomePage />);
    expect(await screen.findByRole('region', { name: '熱門商品' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '儲值 Genshin Impact' })).toHaveAttribute(
      'href',
      '/zh-TW/top-up/genshin-impact',
    );
    unmount();
    await i18n.changeLanguage('en');
  });

  it('says when there is nothing to show', async () => {
    jest.spyOn(products, 'indexV2').mockResolvedValue({ sections: [{ key: 'hot', products: [] }] });
    renderPage(<HomePage />);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });

  it('explains a network failure and retries', async () => {
    const load = jest
      .spyOn(products, 'indexV2')
      .mockRejectedValueOnce(new ApiError(0, 'timeout', '/hpms/product/index/v2'))
      .mockResolvedValueOnce({ sections: [{ key: 'hot', products: [genshin] }] });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is not responding');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Hot right now' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
