// The api client's transport is a chunk of its own: fetched once, and a failed fetch is a
// connection failure (which the client retries for a read, shared-lib client.test "idempotent reads"), fetched
// afresh by the next call.
import * as axiosTransport from './axiosTransport';
import { ok } from '@topup/shared-lib/testing';
import { answerAxios } from '../testing/answerAxios';
import { browserTransport, preloadApiTransport, transportLoader, type Transport } from './transportLoader';

/** An import that fails `failures` times, then gives the real transport; counts its calls. */
function flakyImport(failures: number) {
  const fetch = jest.fn((): Promise<Transport> =>
    fetch.mock.calls.length <= failures
      ? Promise.reject(new Error('Loading chunk api-transport failed.'))
      : Promise.resolve(axiosTransport),
  );
  return fetch;
}

it('fetches the transport once, however many ask', async () => {
  const fetch = flakyImport(0);
  const loader = transportLoader(fetch);
  loader.preload();
  const [first, second] = await Promise.all([loader.load(), loader.load()]);
  expect(first).toBe(second);
  expect(first.sendHttp).toBe(axiosTransport.sendHttp);
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('a failed fetch is a connection failure, and the next call fetches again', async () => {
  const fetch = flakyImport(1);
  const loader = transportLoader(fetch);
  await expect(loader.load()).rejects.toMatchObject({ name: 'TransportFailure', timedOut: false });
  await expect(loader.load()).resolves.toBe(axiosTransport);
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('a preload that fails is silent, and what needs the transport later fetches it', async () => {
  const fetch = flakyImport(1);
  const loader = transportLoader(fetch);
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    loader.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.load()).resolves.toBe(axiosTransport);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

it("the page's transport sends through axios once its chunk has loaded", async () => {
  const stub = answerAxios(() => ({ body: ok('sent') }));
  try {
    preloadApiTransport();
    await expect(
      browserTransport({ method: 'GET', baseURL: '/api', url: '/hums/vip/discount', headers: {} }),
    ).resolves.toEqual({ status: 200, body: ok('sent') });
    expect(stub.sent[0]).toMatchObject({ baseURL: '/api', url: '/hums/vip/discount' });
  } finally {
    stub.restore();
  }
});
