import type { FastifySchemaValidationError } from 'fastify';
import { describeFieldFailure, fieldMessage } from './fieldMessages';

const failure = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
): FastifySchemaValidationError => ({ keyword, instancePath, schemaPath: '', params, message: '' });

/** What a shopper must never read: a JSON field name or a schema rule's sentence. */
const DEVELOPER_WORDS = /must be|must not|invalid format|must match|should have|authCode|\bemail\b must/;

describe('schema failures in the shopper’s words', () => {
  it.each([
    [
      'format',
      '/email',
      { format: 'email' },
      'en',
      'email',
      'Enter a valid e-mail address, like name@example.com.',
    ],
    ['maxLength', '/email', { limit: 254 }, 'en', 'email', 'An e-mail address has at most 254 characters.'],
    ['required', '', { missingProperty: 'email' }, 'zh-TW', 'email', '請輸入電子郵件地址。'],
    ['pattern', '/authCode', { pattern: '^[0-9]{6}$' }, 'en', 'authCode', 'The code is 6 digits.'],
    ['pattern', '/authCode', { pattern: '^[0-9]{6}$' }, 'zh-TW', 'authCode', '驗證碼為 6 位數字。'],
    ['pattern', '/code', {}, 'en', 'code', 'A promo code has letters and digits only.'],
    ['minLength', '/password', { limit: 8 }, 'en', 'password', 'The password needs at least 8 characters.'],
    ['minLength', '/password', { limit: 1 }, 'zh-TW', 'password', '請輸入密碼。'],
    ['minLength', '/content', { limit: 5 }, 'zh-TW', 'content', '請至少輸入 5 個字。'],
    ['maximum', '/amount', { limit: 999 }, 'en', 'amount', 'Enter at most 999.'],
  ] as const)(
    '%s of %s (%s) reads as the shopper’s sentence',
    (keyword, path, params, locale, field, message) => {
      const described = describeFieldFailure(failure(keyword, path, params), locale);
      expect(described).toEqual({ field, message });
      expect(described?.message).not.toMatch(DEVELOPER_WORDS);
    },
  );

  it('leaves fields no form shows, and nested values, to the developer’s sentence', () => {
    expect(describeFieldFailure(failure('minimum', '/pageNum', { limit: 1 }), 'en')).toBeNull();
    expect(describeFieldFailure(failure('maxLength', '/logs/0/message', { limit: 4000 }), 'en')).toBeNull();
    expect(
      describeFieldFailure(failure('required', '/logs/0', { missingProperty: 'level' }), 'en'),
    ).toBeNull();
  });

  it('falls back to the field’s general sentence for a rule it has no sentence for', () => {
    expect(fieldMessage('country', 'tooLong', 'en', 2)).toBe('Choose your country.');
    expect(fieldMessage('unknownField', 'invalid', 'en')).toBeNull();
    expect(fieldMessage('toString', 'invalid', 'en')).toBeNull();
  });
});

describe('which failures are a form’s', () => {
  it('words a form’s query (the game account check) but not a page’s own query', () => {
    expect(describeFieldFailure(failure('minLength', '/account', { limit: 1 }), 'en', 'querystring')).toEqual(
      {
        field: 'account',
        message: 'Enter your game ID.',
      },
    );
    expect(describeFieldFailure(failure('enum', '/prefix', {}), 'en', 'querystring')).toBeNull();
    expect(describeFieldFailure(failure('pattern', '/code', {}), 'en', 'params')).toBeNull();
  });
});
