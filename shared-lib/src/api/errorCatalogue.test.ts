import fc from 'fast-check';
import { ApiError } from './envelope';
import {
  NOT_SUPPORTED_PHRASE_HANS,
  NOT_SUPPORTED_PHRASE_HANT,
  UNAUTHORIZED_EXEMPT_PATHS,
  classifyFailure,
  isNotSupportedMessage,
} from './errorCatalogue';

const error = (code: number, message = '', path = '/homs/order') => new ApiError(code, message, path);

describe('classifyFailure', () => {
  it('knows the two phrases of a not-supported refusal', () => {
    expect(NOT_SUPPORTED_PHRASE_HANS).toBe('国家或地区不支持');
    expect(NOT_SUPPORTED_PHRASE_HANT).toBe('國家或地區不支援');
    expect(UNAUTHORIZED_EXEMPT_PATHS).toEqual([
      '/hums/utm/tracker',
      '/hums/vip/discount',
      '/hums/coupon/member/available',
    ]);
  });

  it('finds the phrase anywhere in any message, with any code, even without toasts', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.constantFrom(NOT_SUPPORTED_PHRASE_HANS, NOT_SUPPORTED_PHRASE_HANT),
        fc.integer({ min: 0, max: 599 }),
        fc.boolean(),
        (before, after, phrase, code, toast) =>
          classifyFailure(error(code, `${before}${phrase}${after}`), toast) === 'notSupported',
      ),
    );
  });

  it('does not mistake other Chinese messages', () => {
    expect(isNotSupportedMessage('国家不支持')).toBe(false);
    expect(classifyFailure(error(400, '參數錯誤'))).toBe('toast');
  });

  it('logs out on 401 except on exempt calls', () => {
    expect(classifyFailure(error(401))).toBe('unauthorized');
    expect(classifyFailure(error(401), false)).toBe('unauthorized');
    for (const path of UNAUTHORIZED_EXEMPT_PATHS)
      expect(classifyFailure(error(401, '', path))).toBe('silent');
  });

  it('toasts other failures unless the call turned toasts off', () => {
    expect(classifyFailure(error(500))).toBe('toast');
    expect(classifyFailure(error(0))).toBe('network');
    expect(classifyFailure(error(500), false)).toBe('silent');
    expect(classifyFailure(error(0), false)).toBe('silent');
  });
});
