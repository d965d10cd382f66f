import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@topup/shared-lib';
import '../i18n';
import { ReviewSummary } from './ReviewSummary';

describe('ReviewSummary', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the average, the count and the reviews per star from 5 down to 1', () => {
    render(
      <ReviewSummary summary={{ total: 10, average: 4.2, distribution: [0, 1, 1, 3, 5], withImages: 4 }} />,
    );
    const summary = screen.getByRole('region', { name: 'Rating summary' });
    expect(within(summary).getByText('4.2 out of 5')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(within(summary).getByText('10 reviews')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars5 reviews',
      '4 stars3 reviews',
      '3 stars1 review',
      '2 stars1 review',
      '1 star0 reviews',
    ]);
    // Each bar is its share of all reviews, drawn without a style attribute (the CSP refuses them).
    const bars = rows.map((row) => row.querySelector('progress'));
    expect(bars.map((bar) => [bar?.value, bar?.max])).toEqual([
      [5, 10],
      [3, 10],
      [1, 10],
      [1, 10],
      [0, 10],
    ]);
    expect(summary.querySelector('[style]')).toBeNull();
  });

  it('says 0 without reviews, in zh-TW too', async () => {
    await i18n.changeLanguage('zh-TW');
    render(
      <ReviewSummary summary={{ total: 0, average: 0, distribution: [0, 0, 0, 0, 0], withImages: 0 }} />,
    );
    expect(screen.getByText('0.0 / 5')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '各星等評價數' })).toBeInTheDocument();
    expect(screen.getAllByText('0 則評價')).toHaveLength(6);
  });
});
