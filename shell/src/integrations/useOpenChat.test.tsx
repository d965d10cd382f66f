import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getRuntimeConfig, i18n, resetLoadedScripts, setRuntimeConfig } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/testing';
import { useOpenChat } from './useOpenChat';

function LiveChat() {
  const openChat = useOpenChat();
  return (
    <>
      <button type="button" onClick={openChat}>
        Live chat
      </button>
      <output aria-label="path">{useLocation().pathname}</output>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <LiveChat />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('Live chat', () => {
  const saved = getRuntimeConfig();
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  beforeEach(() => {
    resetLoadedScripts();
    document.head.innerHTML = '';
    setWindowGlobal('TopupChat', undefined);
  });
  afterEach(async () => {
    scripts?.stop();
    setRuntimeConfig(saved);
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens the chat where one is configured, staying on the page', async () => {
    setRuntimeConfig({ ...saved, scripts: { chat: '/api/sandbox/chat/widget.js' } });
    const open = jest.fn();
    scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupChat', { open });
      return 'load';
    });
    renderAt('/contact');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Live chat' })));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/contact$/);
  });

  it('goes to the help page in the shopper’s language where there is no chat', async () => {
    setRuntimeConfig({ ...saved, scripts: {} });
    await act(() => i18n.changeLanguage('zh-TW'));
    renderAt('/zh-TW/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/zh-TW\/help$/);
  });

  it('goes to the help page when the chat cannot load', async () => {
    setRuntimeConfig({ ...saved, scripts: { chat: '/no-chat.js' } });
    scripts = fakeScriptLoads(() => 'load');
    renderAt('/contact');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Live chat' })));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/help$/);
  });
});
