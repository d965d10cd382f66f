import { ApiError, NETWORK_ERROR_CODE } from '../api/envelope';
import { dataOr, failureOf, settle } from './settle';

describe('settle', () => {
  it("gives a read's data, or its failure as data that survives JSON", async () => {
    await expect(settle(Promise.resolve({ list: [1] }))).resolves.toEqual({ ok: true, data: { list: [1] } });
    const failed = await settle(
      Promise.reject(new ApiError(400, 'Coupon used up', '/hums/coupon/1/capture')),
    );
    expect(failed).toEqual({ ok: false, error: { code: 400, message: 'Coupon used up' } });
    expect(JSON.parse(JSON.stringify(failed))).toEqual(failed);
  });

  it('a failure without an answer is the network code with no message', async () => {
    await expect(settle(Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      ok: false,
      error: { code: NETWORK_ERROR_CODE, message: '' },
    });
    expect(failureOf('anything')).toEqual({ code: NETWORK_ERROR_CODE, message: '' });
  });

  it('dataOr gives the data, or null for a failed optional read', async () => {
    expect(dataOr(await settle(Promise.resolve('banner')))).toBe('banner');
    expect(dataOr(await settle(Promise.reject(new Error('offline'))))).toBeNull();
  });
});
