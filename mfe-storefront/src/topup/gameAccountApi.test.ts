import { fail, installFakeTransport, ok, testApi } from '@topup/shared-lib/testing';
import { gameAccountApi } from './gameAccountApi';

describe('game-account lookup', () => {
  let fake: ReturnType<typeof installFakeTransport>;
  afterEach(() => fake.restore());

  it('asks the game’s userinfo with the account and server', async () => {
    const { api } = testApi();
    fake = installFakeTransport(() => ({
      body: ok({ game: 'mlbb', account: 'a', serverId: 's', nickname: 'N' }),
    }));
    await expect(
      gameAccountApi(api).userInfo('mlbb', { account: 'a', serverid: 's' }),
    ).resolves.toMatchObject({
      nickname: 'N',
    });
    expect(fake.last()).toMatchObject({
      method: 'GET',
      url: '/supplier/api/mlbb/userinfo',
      params: { account: 'a', serverid: 's' },
    });
  });

  it('leaves an unknown account to the form: no toast', async () => {
    const { api, onError } = testApi();
    fake = installFakeTransport(() => ({ status: 404, body: fail(404, 'No account') }));
    await expect(gameAccountApi(api).userInfo('pubg', { account: 'x' })).rejects.toMatchObject({ code: 404 });
    expect(onError).not.toHaveBeenCalled();
  });
});
