// The footer keeps the support promise: its "Live chat" opens the chat, or the help page without one.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { getRuntimeConfig, i18n, resetLoadedScripts, setRuntimeConfig } from '@topup/shared-lib';
import { fakeScriptLoads, setWindowGlobal } from '@topup/shared-lib/testing';
import '../i18n/registerShellStrings';
import { renderWithStores, resetOverlayState } from '../overlays/overlays.testkit';
import { Footer } from './Footer';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  renderWithStores(
    <MemoryRouter initialEntries={[path]}>
      <Footer />
      <Where />
    </MemoryRouter>,
  );

describe('Footer', () => {
  const saved = getRuntimeConfig();
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  beforeEach(() => {
    resetLoadedScripts();
    setWindowGlobal('TopupChat', undefined);
  });
  afterEach(async () => {
    scripts?.stop();
    setRuntimeConfig(saved);
    await resetOverlayState();
  });

  it('opens the live chat it promises', async () => {
    setRuntimeConfig({ ...saved, scripts: { chat: '/api/sandbox/chat/widget.js' } });
    const open = jest.fn();
    scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupChat', { open });
      return 'load';
    });
    renderAt('/');
    const links = screen.getByRole('navigation', { name: 'Site links' });
    await act(async () => fireEvent.click(within(links).getByRole('button', { name: 'Live chat' })));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('leads to the help page in Chinese where no chat is configured', async () => {
    setRuntimeConfig({ ...saved, scripts: {} });
    await act(() => i18n.changeLanguage('zh-TW'));
    renderAt('/zh-TW/about');
    fireEvent.click(screen.getByRole('button', { name: '線上客服' }));
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/zh-TW\/help$/);
  });
});
