// The entry's order of work: the page's requests at once; after the next paint, shared-lib and
// bootstrap each in a task of their own, so no one task blocks a slow phone for long (total blocking time).
const mockOrder: string[] = [];

let mockLanguageMoved = false;
jest.mock('./startup/languageArrival', () => ({
  goToChosenLanguage: () => {
    mockOrder.push('language');
    return mockLanguageMoved;
  },
}));
jest.mock('./startup/earlyRuntimeConfig', () => ({
  startRuntimeConfig: () => mockOrder.push('requests'),
}));
jest.mock('./startup/warmFormatting', () => ({
  warmFormatting: () => mockOrder.push('formatting'),
}));
jest.mock('@topup/shared-lib', () => {
  mockOrder.push('shared-lib');
  return {};
});
jest.mock('./bootstrap', () => {
  mockOrder.push('bootstrap');
  return {};
});

/** The browser's task queue, run one task at a time by the test. */
const tasks: Array<() => void> = [];
/** The callbacks waiting for the next frame. */
const frameCallbacks: Array<() => void> = [];

/** Lets the promise chain a task started run on (a dynamic import resolves in microtasks). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** Runs the next task and what it set off, then tells what has happened so far. */
async function runTask(): Promise<string[]> {
  tasks.shift()?.();
  await settle();
  return [...mockOrder];
}

describe('the shell entry', () => {
  beforeEach(() => {
    jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void) => {
      tasks.push(callback);
      return 0;
    }) as unknown as typeof setTimeout);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frameCallbacks.push(() => callback(0));
      return 0;
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    mockOrder.length = 0;
    tasks.length = 0;
    frameCallbacks.length = 0;
    mockLanguageMoved = false;
  });

  it('sends the page’s requests first; after the next paint shared-lib, the warm-up and bootstrap come in tasks of their own', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await settle();
    expect(mockOrder).toEqual(['language', 'requests']);
    // Nothing of the app's code runs before the frame that paints the server's page.
    expect(tasks).toHaveLength(0);
    expect(frameCallbacks).toHaveLength(1);
    frameCallbacks.shift()?.();
    expect(mockOrder).toEqual(['language', 'requests']);
    expect(await runTask()).toEqual(['language', 'requests', 'shared-lib']);
    expect(await runTask()).toEqual(['language', 'requests', 'shared-lib', 'formatting']);
    expect(await runTask()).toEqual(['language', 'requests', 'shared-lib', 'formatting', 'bootstrap']);
    expect(tasks).toHaveLength(0);
  });

  it('starts nothing when the page goes to the address of the chosen language', async () => {
    mockLanguageMoved = true;
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await settle();
    expect(mockOrder).toEqual(['language']);
    expect(tasks).toHaveLength(0);
  });
});
