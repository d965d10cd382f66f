import { resetLoadedScripts } from '@topup/shared-lib';
import { setShellConfig } from '../startup/shellConfig';
import { fakeScriptLoads } from '@topup/shared-lib/testing';
import {
  CHAT_LOAD_DELAY_MS,
  TAG_MANAGER_SCRIPT_POLICY,
  loadChatWidget,
  loadTagManager,
} from './thirdPartyScripts';

describe('chat widget and tag manager loaders', () => {
  let scripts: ReturnType<typeof fakeScriptLoads> | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
    setShellConfig({
      apiBase: '',
      apiPrefix: '/api',
      mediaBase: '',
      remotes: {},
      scripts: { chat: '/sandbox/chat.js', tagManager: '/sandbox/gtm.js' },
    });
  });
  afterEach(() => {
    scripts?.stop();
    jest.useRealTimers();
  });

  it('loads the chat 4 s after mount and retries once after 1 s', async () => {
    let calls = 0;
    scripts = fakeScriptLoads(() => (++calls === 1 ? 'error' : 'load'));
    const onDone = jest.fn();
    loadChatWidget(onDone);
    await jest.advanceTimersByTimeAsync(CHAT_LOAD_DELAY_MS - 1);
    expect(scripts.srcs).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(scripts.srcs).toEqual(['/sandbox/chat.js']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(scripts.srcs).toHaveLength(2);
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it('cancels without leaving a timer or calling back', async () => {
    scripts = fakeScriptLoads();
    const onDone = jest.fn();
    const cancel = loadChatWidget(onDone);
    cancel();
    await jest.advanceTimersByTimeAsync(CHAT_LOAD_DELAY_MS * 2);
    expect(scripts.srcs).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reports false for the tag manager after 3 failed attempts', async () => {
    scripts = fakeScriptLoads(() => 'error');
    const onDone = jest.fn();
    loadTagManager(onDone);
    await jest.advanceTimersByTimeAsync(1000 + 2000);
    expect(scripts.srcs).toHaveLength(3);
    expect(onDone).toHaveBeenCalledWith(false);
  });

  it("has the tag manager's policy: 3 attempts of 8 s, 1 s times the attempt apart", () => {
    const { attempts, timeoutMs, pauseMs } = TAG_MANAGER_SCRIPT_POLICY;
    expect([attempts, timeoutMs, typeof pauseMs === 'function' && pauseMs(2)]).toEqual([3, 8000, 2000]);
  });

  it('does nothing without a configured URL', () => {
    setShellConfig({ apiBase: '', apiPrefix: '/api', mediaBase: '', remotes: {} });
    const onDone = jest.fn();
    loadTagManager(onDone);
    expect(onDone).toHaveBeenCalledWith(false);
  });
});
