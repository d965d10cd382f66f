import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRuntimeConfig, i18n, setRuntimeConfig } from '@topup/shared-lib';
import { testStores } from '@topup/shared-lib/testing';
import * as ContactPage from './ContactPage';
import { renderRoutePage } from 'shell/testing';

const CHAT_SRC = 'http://localhost/sandbox/chat/widget.js';
type ChatWindow = Window & { TopupChat?: { open: () => void } };

const renderContact = () =>
  renderRoutePage(ContactPage, { path: '/contact', route: '/contact', stores: testStores() });

describe('ContactPage', () => {
  const config = getRuntimeConfig();
  afterEach(async () => {
    setRuntimeConfig(config);
    delete (window as ChatWindow).TopupChat;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    await act(() => i18n.changeLanguage('en'));
  });

  it('links the support address for an email', async () => {
    renderContact();
    const email = await screen.findByRole('link', { name: 'Write an email' });
    expect(email).toHaveAttribute('href', 'mailto:support@topup.test');
  });

  it('loads the chat widget when asked and opens it', async () => {
    setRuntimeConfig({ ...config, scripts: { chat: CHAT_SRC } });
    renderContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Start a live chat' }));
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${CHAT_SRC}"]`);
    expect(script).not.toBeNull();
    // The widget's script defines its global, then has loaded.
    const open = jest.fn();
    (window as ChatWindow).TopupChat = { open };
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    // Loaded once: the next press opens it at once.
    await userEvent.click(screen.getByRole('button', { name: 'Start a live chat' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when there is no chat to open, in both languages, the other ways beside it', async () => {
    setRuntimeConfig({ ...config, scripts: {} });
    renderContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Start a live chat' }));
    const chatCard = screen.getByRole('button', { name: 'Start a live chat' }).closest('li') as HTMLElement;
    expect(within(chatCard).getByRole('status')).toHaveTextContent(
      'The live chat cannot be opened right now. Please write to us by email or with the form below.',
    );
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(within(chatCard).getByRole('status')).toHaveTextContent('目前無法開啟線上客服');
    expect(screen.getByRole('link', { name: '寫電子郵件給我們' })).toBeInTheDocument();
  });
});
