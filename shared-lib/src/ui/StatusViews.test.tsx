import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NETWORK_ERROR_CODE } from '../api/envelope';
import { i18n } from '../i18n/i18n';
import { settle, type LoadFailure } from '../routing/settle';
import { ErrorState } from './StatusViews';

beforeEach(() => i18n.changeLanguage('en'));

describe('ErrorState', () => {
  it.each<[string, LoadFailure, string]>([
    [
      'no answer',
      { code: NETWORK_ERROR_CODE, message: '' },
      'The network is not responding. Check your connection and try again.',
    ],
    [
      'a server failure',
      { code: 503, message: 'upstream' },
      'The store is having trouble right now. Please try again in a moment.',
    ],
    ['a 401', { code: 401, message: 'Please log in' }, 'Please log in to see this page.'],
    ['any other code', { code: 400, message: 'Coupon used up' }, 'Coupon used up'],
    ['no message', { code: 400, message: '' }, 'Something went wrong. Please try again.'],
  ])("says what a loader's failure (%s) means, as for the call's own error", (_what, failure, text) => {
    const { unmount } = render(<ErrorState error={failure} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    unmount();
    render(<ErrorState error={new ApiError(failure.code, failure.message, '/x')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows the failure a loader settled, in the language shown, with Retry', async () => {
    const settled = await settle(Promise.reject(new ApiError(400, 'Coupon used up', '/x')));
    if (settled.ok) throw new Error('the read was meant to fail');
    // As the page hydrates it: the failure after a trip through JSON.
    const error = JSON.parse(JSON.stringify(settled.error)) as LoadFailure;
    const onRetry = jest.fn();
    await i18n.changeLanguage('zh-TW');
    render(<ErrorState error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Coupon used up');
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('actions.retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong for what is neither an ApiError nor a LoadFailure', () => {
    render(<ErrorState error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
