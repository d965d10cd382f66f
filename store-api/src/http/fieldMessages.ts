import type { FastifySchemaValidationError } from 'fastify';
import type { Locale } from './locale';

// What a shopper reads when a form field fails the route's schema: one sentence per field, in the
// request's language, naming what to type rather than the JSON field or the rule that failed. Fields no
// form shows (page numbers, ids in the path) keep the developer's sentence of validationMessage.ts.

/** How a value failed, as a shopper would be told; `{{limit}}` in a sentence is the rule's number. */
export type FieldProblem = 'required' | 'invalid' | 'tooShort' | 'tooLong' | 'tooSmall' | 'tooLarge';

type Sentences = { invalid: string } & Partial<Record<FieldProblem, string>>;
type FieldSentences = Readonly<Record<Locale, Sentences>>;

const EMAIL: FieldSentences = {
  en: {
    required: 'Enter your e-mail address.',
    invalid: 'Enter a valid e-mail address, like name@example.com.',
    tooLong: 'An e-mail address has at most {{limit}} characters.',
  },
  'zh-TW': {
    required: '請輸入電子郵件地址。',
    invalid: '請輸入有效的電子郵件地址，例如 name@example.com。',
    tooLong: '電子郵件地址最多 {{limit}} 個字元。',
  },
};

const PASSWORD: FieldSentences = {
  en: {
    required: 'Enter your password.',
    invalid: 'Enter your password.',
    tooShort: 'The password needs at least {{limit}} characters.',
    tooLong: 'The password can have at most {{limit}} characters.',
  },
  'zh-TW': {
    required: '請輸入密碼。',
    invalid: '請輸入密碼。',
    tooShort: '密碼至少需要 {{limit}} 個字元。',
    tooLong: '密碼最多 {{limit}} 個字元。',
  },
};

const PHONE: FieldSentences = {
  en: { required: 'Enter your phone number.', invalid: 'Enter a valid phone number, digits only.' },
  'zh-TW': { required: '請輸入手機號碼。', invalid: '請輸入有效的手機號碼（僅限數字）。' },
};

const PHONE_PREFIX: FieldSentences = {
  en: { invalid: 'Choose the country code of your phone number.' },
  'zh-TW': { invalid: '請選擇手機號碼的國碼。' },
};

const MESSAGE_TEXT: FieldSentences = {
  en: {
    required: 'Write your message.',
    invalid: 'Write your message.',
    tooShort: 'Write at least {{limit}} characters.',
    tooLong: 'Keep it to at most {{limit}} characters.',
  },
  'zh-TW': {
    required: '請填寫內容。',
    invalid: '請填寫內容。',
    tooShort: '請至少輸入 {{limit}} 個字。',
    tooLong: '內容最多 {{limit}} 個字。',
  },
};

/** Short free text (a name, a company): only its length can fail. */
const shortText = (en: string, zh: string): FieldSentences => ({
  en: { required: en, invalid: en, tooLong: 'Keep it to at most {{limit}} characters.' },
  'zh-TW': { required: zh, invalid: zh, tooLong: '最多 {{limit}} 個字。' },
});

const FIELDS: Readonly<Record<string, FieldSentences>> = {
  email: EMAIL,
  password: PASSWORD,
  newPassword: PASSWORD,
  oldPassword: {
    en: { invalid: 'Enter your current password.' },
    'zh-TW': { invalid: '請輸入目前的密碼。' },
  },
  authCode: {
    en: { required: 'Enter the verification code.', invalid: 'The code is 6 digits.' },
    'zh-TW': { required: '請輸入驗證碼。', invalid: '驗證碼為 6 位數字。' },
  },
  phone: PHONE,
  prefix: PHONE_PREFIX,
  phonePrefix: PHONE_PREFIX,
  nickname: shortText('Enter a nickname.', '請輸入暱稱。'),
  // The promo code of the coupon pages.
  code: {
    en: {
      required: 'Enter a promo code.',
      invalid: 'A promo code has letters and digits only.',
      tooLong: 'A promo code has at most {{limit}} characters.',
    },
    'zh-TW': {
      required: '請輸入優惠碼。',
      invalid: '優惠碼只包含英文字母與數字。',
      tooLong: '優惠碼最多 {{limit}} 個字元。',
    },
  },
  content: MESSAGE_TEXT,
  message: MESSAGE_TEXT,
  contact: shortText('Enter how we can reach you.', '請填寫聯絡方式。'),
  type: { en: { invalid: 'Choose a topic.' }, 'zh-TW': { invalid: '請選擇問題類型。' } },
  name: shortText('Enter your name.', '請輸入您的姓名。'),
  company: shortText('Enter your company.', '請輸入公司名稱。'),
  game: shortText('Enter the game.', '請輸入遊戲名稱。'),
  item: shortText('Enter the item you sell.', '請輸入要出售的物品。'),
  amount: {
    en: {
      invalid: 'Enter a whole number.',
      tooSmall: 'Enter at least {{limit}}.',
      tooLarge: 'Enter at most {{limit}}.',
    },
    'zh-TW': {
      invalid: '請輸入整數。',
      tooSmall: '請至少輸入 {{limit}}。',
      tooLarge: '最多輸入 {{limit}}。',
    },
  },
  askingPrice: {
    en: {
      invalid: 'Enter a price, like 12.50.',
      tooSmall: 'Enter a price of at least {{limit}}.',
      tooLarge: 'Enter a price of at most {{limit}}.',
    },
    'zh-TW': {
      invalid: '請輸入價格，例如 12.50。',
      tooSmall: '價格至少為 {{limit}}。',
      tooLarge: '價格最多為 {{limit}}。',
    },
  },
  country: { en: { invalid: 'Choose your country.' }, 'zh-TW': { invalid: '請選擇國家或地區。' } },
  rating: {
    en: { invalid: 'Choose a rating from 1 to 5 stars.' },
    'zh-TW': { invalid: '請選擇 1 到 5 顆星的評分。' },
  },
  account: {
    en: {
      required: 'Enter your game ID.',
      invalid: 'A game ID has letters, digits, dots, dashes and underscores only.',
      tooLong: 'A game ID has at most {{limit}} characters.',
    },
    'zh-TW': {
      required: '請輸入遊戲 ID。',
      invalid: '遊戲 ID 只包含英文字母、數字、點、連字號與底線。',
      tooLong: '遊戲 ID 最多 {{limit}} 個字元。',
    },
  },
  serverid: { en: { invalid: 'Choose your server.' }, 'zh-TW': { invalid: '請選擇伺服器。' } },
  realName: shortText('Enter your real name as on your ID.', '請輸入與證件相同的真實姓名。'),
  idCard: {
    en: { invalid: 'Enter a valid 18-digit ID number (the last character may be X).' },
    'zh-TW': { invalid: '請輸入有效的 18 位身分證號碼（最後一碼可為 X）。' },
  },
};

/**
 * The form field a schema failure is about: the missing property, or the value's own name. Only fields
 * at the top of the body or query: a form's fields are there, nested values are a program's.
 */
export function failedFieldOf(error: FastifySchemaValidationError): string | null {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required')
    return segments.length === 0 ? String(error.params.missingProperty) : null;
  return segments.length === 1 ? (segments[0] ?? null) : null;
}

/** The rule that failed, as the shopper's problem with the value. */
export function problemOf(error: FastifySchemaValidationError): FieldProblem {
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return limit <= 1 ? 'required' : 'tooShort';
    case 'maxLength':
      return 'tooLong';
    case 'minimum':
      return 'tooSmall';
    case 'maximum':
      return 'tooLarge';
    default:
      return 'invalid';
  }
}

/** A shopper's sentence for one field and problem, or null when no form shows the field. */
export function fieldMessage(
  field: string,
  problem: FieldProblem,
  locale: Locale,
  limit?: number | string,
): string | null {
  if (!Object.hasOwn(FIELDS, field)) return null;
  const sentences = FIELDS[field]?.[locale];
  if (!sentences) return null;
  const sentence = sentences[problem] ?? sentences.invalid;
  return sentence.replace('{{limit}}', String(limit ?? ''));
}

/** The query parameters a form fills (the game account check); other queries are the pages' own. */
const FORM_QUERY_FIELDS: ReadonlySet<string> = new Set(['account', 'serverid']);

/**
 * A shopper's sentence for a schema failure, and the field it is about; null for fields no form shows.
 * `part` is Fastify's validation context: forms send bodies, and a few fill a query.
 */
export function describeFieldFailure(
  error: FastifySchemaValidationError,
  locale: Locale,
  part = 'body',
): { field: string; message: string } | null {
  const field = failedFieldOf(error);
  if (field === null) return null;
  if (part !== 'body' && !(part === 'querystring' && FORM_QUERY_FIELDS.has(field))) return null;
  const message = fieldMessage(field, problemOf(error), locale, error.params.limit as number | undefined);
  return message === null ? null : { field, message };
}
