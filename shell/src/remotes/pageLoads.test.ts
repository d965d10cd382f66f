import { pageLoad } from './pageLoads';
import { loadRemoteModule } from './remoteRegistry';

jest.mock('./remoteRegistry', () => ({
  generationOf: () => 0,
  loadRemoteModule: jest.fn(),
}));
const load = jest.mocked(loadRemoteModule);
const Page = () => null;

describe('pageLoad', () => {
  beforeEach(() => load.mockReset());

  it('loads a page once and says, in the fields React reads, that it arrived', async () => {
    load.mockResolvedValue({ default: Page });
    const first = pageLoad('storefront', 'GoodPage');
    expect(pageLoad('storefront', 'GoodPage')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await first;
    await Promise.resolve(); // the status handler runs after the awaiting one
    expect(first).toMatchObject({ status: 'fulfilled', value: { default: Page } });
  });

  it('says how a failed load failed, without an unhandled rejection', async () => {
    const failure = new Error('remote down');
    load.mockRejectedValue(failure);
    const failed = pageLoad('content', 'AboutPage');
    await expect(failed).rejects.toBe(failure);
    expect(failed).toMatchObject({ status: 'rejected', reason: failure });
  });
});
