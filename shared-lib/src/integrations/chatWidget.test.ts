import { resetLoadedScripts, setRuntimeConfig, getRuntimeConfig } from '../platform';
import { openChat } from './chatWidget';
import { fakeScriptLoads, setWindowGlobal } from '../testing/testScripts';

describe('opening the chat', () => {
  const saved = getRuntimeConfig();
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  beforeEach(() => {
    resetLoadedScripts();
    document.head.innerHTML = '';
    setWindowGlobal('TopupChat', undefined);
  });
  afterEach(() => {
    scripts?.stop();
    setRuntimeConfig(saved);
  });

  it('loads the chat script at once when the shopper asks, then opens the chat', async () => {
    setRuntimeConfig({ ...saved, scripts: { chat: '/api/sandbox/chat/widget.js' } });
    const open = jest.fn();
    scripts = fakeScriptLoads(() => {
      setWindowGlobal('TopupChat', { open });
      return 'load';
    });
    expect(await openChat()).toBe(true);
    expect(scripts.srcs).toEqual(['/api/sandbox/chat/widget.js']);
    expect(open).toHaveBeenCalledTimes(1);
    // Loaded once: a second ask opens it without another script.
    expect(await openChat()).toBe(true);
    expect(scripts.srcs).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('says no when no chat is configured, its script fails twice, or it defines no chat', async () => {
    setRuntimeConfig({ ...saved, scripts: {} });
    expect(await openChat()).toBe(false);

    jest.useFakeTimers();
    try {
      setRuntimeConfig({ ...saved, scripts: { chat: '/broken.js' } });
      scripts = fakeScriptLoads(() => 'error');
      const answer = openChat();
      await jest.advanceTimersByTimeAsync(1000);
      expect(await answer).toBe(false);
      expect(scripts.srcs).toEqual(['/broken.js', '/broken.js']);
      scripts.stop();
    } finally {
      jest.useRealTimers();
    }

    setRuntimeConfig({ ...saved, scripts: { chat: '/no-global.js' } });
    scripts = fakeScriptLoads(() => 'load');
    expect(await openChat()).toBe(false);
  });
});
