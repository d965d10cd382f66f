import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@topup/shared-lib';
import * as HelpPage from './HelpPage';
import { renderRoutePage } from 'shell/testing';

const showHelp = (path = '/help') => renderRoutePage(HelpPage, { path, route: path });

describe('HelpPage search', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('narrows the questions as the shopper types, opens them and announces how many', async () => {
    const user = userEvent.setup({ delay: null });
    showHelp();
    const search = await screen.findByRole('searchbox', { name: 'Search help' });
    expect(screen.getByRole('heading', { level: 2, name: 'Orders and delivery' })).toBeInTheDocument();
    await user.type(search, 'Forgot');
    expect(screen.getByRole('status')).toHaveTextContent('1 answer for “Forgot”.');
    expect(screen.getByText('I forgot my password.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Orders and delivery' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and offers to contact support', async () => {
    const user = userEvent.setup({ delay: null });
    showHelp();
    await user.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'zzqx');
    expect(screen.getByRole('status')).toHaveTextContent(
      'No answer mentions “zzqx”. Our support team can help.',
    );
    expect(screen.getAllByRole('link', { name: 'Contact support' })[0]).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('heading', { level: 2, name: 'Orders and delivery' })).not.toBeInTheDocument();
  });

  it('searches the Traditional Chinese texts on a zh-TW page', async () => {
    await i18n.changeLanguage('zh-TW');
    const user = userEvent.setup({ delay: null });
    showHelp('/zh-TW/help');
    await user.type(await screen.findByRole('searchbox', { name: '搜尋幫助' }), '密碼');
    expect(screen.getByRole('status')).toHaveTextContent(/「密碼」共有 \d+ 則解答。/);
    expect(screen.queryByRole('heading', { level: 2, name: '訂單與到帳' })).not.toBeInTheDocument();
  });
});
