import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@topup/shared-lib';
import '../i18n';
import { ReviewSummary, ReviewSummarySkeleton } from './ReviewSummary';

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

describe('ReviewSummarySkeleton', () => {
  afterEach(() => cleanup());

  it('holds the card and its five rows while the summary loads, and says it is loading', () => {
    render(<ReviewSummarySkeleton />);
    const card = screen.getByRole('region', { name: 'Rating summary' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByRole('status')).toHaveTextContent('Loading');
    // The rows are the loaded card's, out of the accessibility tree until they carry figures.
    expect(card.querySelectorAll('.ct-summary__bars li')).toHaveLength(5);
    expect(card.querySelector('.ct-summary__bars')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
