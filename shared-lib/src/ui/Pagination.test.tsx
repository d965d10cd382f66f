import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n/i18n';
import { Pagination, pageCount } from './Pagination';

describe('Pagination', () => {
  it('pages forward and back, with the ends disabled', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pagination label="Review pages" pageNum={1} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Review pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<Pagination label="Review pages" pageNum={3} pages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('shows nothing for a single page', () => {
    render(<Pagination label="Pages" pageNum={1} pages={1} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(31, 10)).toBe(4);
  });
});
