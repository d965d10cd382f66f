// The contact page's live chat: the channel it lists opens the chat, in both languages.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { getRuntimeConfig, i18n, resetLoadedScripts, setRuntimeConfig } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/src/integrations/testScripts';
import { renderRoutePage } from '@topup/shared-lib/src/testing/renderPage';
import '../i18n';
import * as ContactPage from './ContactPage';

describe('contact page live chat', () => {
  const saved = getRuntimeConfig();
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  beforeEach(() => {
    resetLoadedScripts();
    setWindowGlobal('TopupChat', undefined);
  });
  afterEach(async () => {
    cleanup();
    scripts?.stop();
    setRuntimeConfig(saved);
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens the chat from the Live chat channel', async () => {
    setRuntimeConfig({ ...saved, scripts: { chat: '/api/sandbox/chat/widget.js' } });
    const open = jest.fn();
    scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupChat', { open });
      return 'load';
    });
    renderRoutePage(ContactPage, { path: '/contact', route: '/contact' });
    const channels = await screen.findByRole('region', { name: 'Ways to reach us' });
    await act(async () =>
      fireEvent.click(within(channels).getByRole('button', { name: 'Start a live chat' })),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('is in Chinese on a zh-TW page, and leads on to help where no chat is configured', async () => {
    setRuntimeConfig({ ...saved, scripts: {} });
    await act(() => i18n.changeLanguage('zh-TW'));
    renderRoutePage(ContactPage, { path: '/zh-TW/contact', route: '/zh-TW/contact' });
    const channels = await screen.findByRole('region', { name: '聯絡方式' });
    // Only the contact page is mounted here: the router says where the shopper went.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.click(within(channels).getByRole('button', { name: '開始線上客服' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"/zh-TW/help"'));
    expect(screen.queryByRole('heading', { level: 1, name: '聯絡我們' })).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
