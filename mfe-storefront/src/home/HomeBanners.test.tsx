import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@topup/shared-lib';
import { type Banner } from '../catalogue/catalogueTypes';
import { BANNER_INTERVAL_MS, HomeBanners } from './HomeBanners';
import { renderPage } from 'shell/testing';

const banners: Banner[] = [
  {
    id: 1,
    title: 'Diamonds 10% off',
    image: '/media/banners/mobile-legends.svg',
    link: '/top-up/mobile-legends',
    needLogin: false,
  },
  {
    id: 2,
    title: 'Claim $5 off',
    image: '/media/banners/offer-2.svg',
    link: '/mobile/coupon.html?id=1',
    needLogin: true,
  },
  {
    id: 3,
    title: 'Express Supply Pass',
    image: '/media/banners/honkai-star-rail.svg',
    link: '/top-up/honkai-star-rail',
    needLogin: false,
  },
];

/** Answers the reduced-motion query as the shopper's system would. */
function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });
}

const carousel = () => screen.getByRole('region', { name: 'Promotions' });
const shownTitle = () => within(carousel()).getByRole('link').textContent;

describe('HomeBanners', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows one promotion at a time, turned by named buttons and dots', async () => {
    preferReducedMotion(true);
    renderPage(<HomeBanners list={banners} />);
    expect(within(carousel()).getByRole('group', { name: 'Diamonds 10% off' })).toBeVisible();
    expect(shownTitle()).toBe('Diamonds 10% off');
    await userEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(shownTitle()).toBe('Claim $5 off');
    await userEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    expect(shownTitle()).toBe('Express Supply Pass');
    const dot = screen.getByRole('button', { name: 'Diamonds 10% off' });
    await userEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(shownTitle()).toBe('Diamonds 10% off');
  });

  it('loads the first picture at once and first, the others only when shown', () => {
    preferReducedMotion(true);
    const { container } = renderPage(<HomeBanners list={banners} />);
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(3);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('src', expect.stringContaining('/media/banners/mobile-legends.svg'));
    expect(pictures[0]).toHaveAttribute('width', '1200');
    expect(pictures[0]).toHaveAttribute('height', '345');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('turns by itself until paused', () => {
    jest.useFakeTimers();
    preferReducedMotion(false);
    renderPage(<HomeBanners list={banners} />);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Claim $5 off');
    act(() => screen.getByRole('button', { name: 'Pause the promotions' }).click());
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shownTitle()).toBe('Claim $5 off');
    act(() => screen.getByRole('button', { name: 'Play the promotions' }).click());
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(shownTitle()).toBe('Express Supply Pass');
  });

  it('stays still for a shopper who asks for reduced motion, who may still press play', () => {
    jest.useFakeTimers();
    preferReducedMotion(true);
    renderPage(<HomeBanners list={banners} />);
    act(() => jest.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(shownTitle()).toBe('Diamonds 10% off');
    expect(screen.getByRole('button', { name: 'Play the promotions' })).toBeInTheDocument();
  });

  it('names its controls in Traditional Chinese', async () => {
    preferReducedMotion(true);
    await i18n.changeLanguage('zh-TW');
    const view = renderPage(<HomeBanners list={banners} />);
    try {
      const region = screen.getByRole('region', { name: '優惠活動' });
      expect(within(region).getByRole('button', { name: '下一個活動' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: '播放輪播活動' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: '上一個活動' })).toBeInTheDocument();
    } finally {
      view.unmount();
      await i18n.changeLanguage('en');
    }
  });
});
