import { i18n } from '../i18n/i18n';
import { ApiError, NETWORK_ERROR_CODE } from './envelope';
import { failedFieldOf, failureText } from './failureText';

const en = i18n.getFixedT('en');
const zh = i18n.getFixedT('zh-TW');
const refused = (message: string, data: unknown = null) =>
  new ApiError(400, message, '/sso/email/login', data);

/** What a shopper must never read: a JSON field name or a schema rule's sentence. */
const DEVELOPER_WORDS = /must be|invalid format|must match|should have|authCode|\bemail\b must/;

describe('failureText', () => {
  it('shows the store’s own shopper sentence as it came', () => {
    const error = refused('Enter a valid e-mail address, like name@example.com.', { field: 'email' });
    expect(failureText(error, en)).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(failedFieldOf(error)).toBe('email');
  });

  it.each([
    ['authCode has an invalid format', 'The code is 6 digits.', '驗證碼為 6 位數字。'],
    ['email must be a valid email address', 'Enter a valid e-mail address.', '請輸入有效的電子郵件地址。'],
    [
      'email must be at most 254 characters long',
      'Enter a valid e-mail address.',
      '請輸入有效的電子郵件地址。',
    ],
    [
      'code has an invalid format',
      'A promo code has letters and digits only.',
      '優惠碼只包含英文字母與數字。',
    ],
  ])('replaces “%s” with the client’s words for the field', (message, english, chinese) => {
    expect(failureText(refused(message), en)).toBe(english);
    expect(failureText(refused(message), zh)).toBe(chinese);
    expect(failedFieldOf(refused(message))).toBe(/^\w+/.exec(message)?.[0]);
  });

  it('replaces a developer sentence about a field no form shows with a general sentence', () => {
    for (const message of [
      'pageNum must be at least 1',
      'Request body must be a JSON object',
      'logs[0].level is required',
    ]) {
      const text = failureText(refused(message), en) ?? '';
      expect(text).toBe('Something you entered is not valid. Check the form and try again.');
      expect(text).not.toMatch(DEVELOPER_WORDS);
    }
  });

  it('says the network failed, and leaves other failures to the caller', () => {
    expect(failureText(new ApiError(NETWORK_ERROR_CODE, 'timeout of 10000ms exceeded', '/x'), en)).toBe(
      'The network is not responding. Check your connection and try again.',
    );
    expect(failureText(new Error('boom'), en)).toBeNull();
    expect(failureText(refused(''), en)).toBeNull();
    expect(failureText(refused('This coupon has run out.'), en)).toBe('This coupon has run out.');
  });
});
