// The Traditional Chinese of the messages store-api answers a shopper (errors, the reason an order waits):
// written once in English where they are raised, translated here when Accept-Language asks for Chinese.
// A message not listed (a developer's validation detail, say) stays English.
import { fieldLabel } from '../products/fieldLabels';
import type { Locale } from './locale';

const EXACT: Readonly<Record<string, string>> = {
  // Sign-in and accounts
  'Please log in first.': '請先登入。',
  'Email or password is incorrect.': '電子郵件或密碼不正確。',
  'Phone number or password is incorrect.': '手機號碼或密碼不正確。',
  'Give a password or a verification code.': '請輸入密碼或驗證碼。',
  'The current password is incorrect.': '目前的密碼不正確。',
  'This account has no password yet. Set one instead.': '此帳號尚未設定密碼，請直接設定一組密碼。',
  'This account already has a password. Change it with your current password.':
    '此帳號已有密碼，請以目前的密碼變更。',
  'The verification code is wrong or has expired.': '驗證碼錯誤或已過期。',
  'The sign-in code is invalid or has expired. Please sign in again.': '登入代碼無效或已過期，請重新登入。',
  'This email belongs to another account.': '此電子郵件已屬於另一個帳號。',
  'This email is already registered. Please log in.': '此電子郵件已註冊，請直接登入。',
  'This phone number belongs to another account.': '此手機號碼已屬於另一個帳號。',
  'This phone number is already registered. Please log in.': '此手機號碼已註冊，請直接登入。',
  'This phone number is not registered yet.': '此手機號碼尚未註冊。',
  'A code was sent less than a minute ago. Please wait before asking again.':
    '一分鐘內已寄出驗證碼，請稍候再試。',
  'Too many codes were requested for this address. Please try again in an hour.':
    '此地址索取驗證碼的次數過多，請一小時後再試。',
  'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.':
    '登入失敗次數過多，請稍候幾分鐘再試，或重設密碼。',
  'Too many wrong verification codes. Please wait a few minutes and ask for a new code.':
    '驗證碼錯誤次數過多，請稍候幾分鐘再索取新的驗證碼。',
  'Too many verification codes were requested. Please try again later.': '索取驗證碼的次數過多，請稍後再試。',
  'Too many sign-ins for this account are in progress. Please try again in a moment.':
    '此帳號正在進行的登入過多，請稍後再試。',
  'Third-party sign-in is not available right now.': '第三方登入目前無法使用。',
  // Coupons
  'Coupon not found.': '找不到這張優惠券。',
  'New-user coupon not found.': '找不到新用戶優惠券。',
  'No coupon has this code.': '沒有這個代碼的優惠券。',
  'This coupon is no longer available.': '這張優惠券已無法領取。',
  'This coupon has run out.': '這張優惠券已領完。',
  'You have already claimed this coupon.': '您已領取過這張優惠券。',
  'This coupon is only for shoppers who have not placed a paid order yet.':
    '這張優惠券僅限尚未完成付款訂單的新用戶。',
  'This coupon cannot be used on this product.': '這張優惠券不適用於此商品。',
  'This coupon is used.': '這張優惠券已使用。',
  'This coupon is expired.': '這張優惠券已過期。',
  'Too many coupon codes were tried. Please wait a while and try again.': '嘗試的優惠碼過多，請稍候再試。',
  // Products and orders
  'Product not found.': '找不到此商品。',
  'This top-up option does not exist for the product.': '此商品沒有這個儲值方案。',
  'Invalid parameter: a product id must contain at least one digit.':
    '參數無效：商品編號必須包含至少一個數字。',
  'Order not found.': '找不到此訂單。',
  'Only unpaid orders can be cancelled.': '只有未付款的訂單可以取消。',
  'Only paid orders that are not delivered yet can be urged.': '只有已付款但尚未到帳的訂單可以催單。',
  'You already urged this order. Our team will get back to you within 30 minutes.':
    '此訂單已催過單，我們的團隊會在 30 分鐘內回覆您。',
  'Only finished, cancelled or refunded orders can be deleted.': '只有已完成、已取消或已退款的訂單可以刪除。',
  'Only finished orders can be reviewed.': '只有已完成的訂單可以評價。',
  'You have already reviewed this order.': '您已評價過此訂單。',
  'This order is already paid.': '此訂單已付款。',
  'This order was cancelled, so it cannot be paid.': '此訂單已取消，無法付款。',
  'This order is not waiting for payment.': '此訂單目前無需付款。',
  'The time to pay for this order has run out.': '此訂單的付款時間已過。',
  'This Idempotency-Key was already used for a different order.': '此次購買已用於另一筆訂單，請重新下單。',
  'We need a few more details from you before we can deliver this order.':
    '我們需要您補充一些資料，才能為此訂單送達。',
  'The streamer account needs the region and a contact email before we can deliver.':
    '主播帳號需要提供地區與聯絡電子郵件，我們才能送達。',
  'This order is not waiting for delivery details.': '此訂單目前無需填寫送達資料。',
  // Verification
  'Only paid orders awaiting delivery need verification.': '只有已付款、等待送達的訂單需要驗證。',
  'This order does not need real-name verification.': '此訂單不需要實名驗證。',
  'This order does not need a spot check.': '此訂單不需要抽查驗證。',
  'Real-name verification has already passed.': '實名驗證已通過。',
  'The spot check has already passed.': '抽查驗證已通過。',
  'This order is verified in the identity widget, not by upload.':
    '此訂單需在身分驗證視窗中驗證，而非上傳證件。',
  'This order has no identity-widget check waiting.': '此訂單沒有等待中的身分驗證。',
  'The identity check has not been started in the widget yet.': '尚未在驗證視窗中開始身分驗證。',
  'The identity review is not completed yet.': '身分審核尚未完成。',
  'The identity review was rejected.': '身分審核未通過。',
  'The document photo is blurry.': '證件照片模糊不清。',
  'idCard is not a valid ID number: its last character does not match the others.':
    '身分證號碼無效：最後一碼與其他號碼不符。',
  'Only PNG, JPEG, WebP or GIF pictures can be uploaded.': '只能上傳 PNG、JPEG、WebP 或 GIF 圖片。',
  'This upload ticket has expired. Please try again.': '上傳連結已過期，請再試一次。',
  // Payments and the store
  'Payments are not available right now. Please try again later.': '目前無法付款，請稍後再試。',
  'Uploads are not available right now. Please try again later.': '目前無法上傳，請稍後再試。',
  'Identity checks are not available right now. Please try again later.':
    '目前無法進行身分驗證，請稍後再試。',
  'This payment session is closed.': '此付款已結束。',
  'The store is busy right now. Please try again in a moment.': '商店目前忙碌中，請稍後再試。',
  'The store cannot save or read your data right now. Please try again later.':
    '商店目前無法讀取或儲存您的資料，請稍後再試。',
  'Something went wrong on our side. Please try again later.': '我們這邊發生問題，請稍後再試。',
};

/** Messages carrying a value: the English pattern and its Chinese, `$1` standing for the value. */
const PATTERNS: readonly (readonly [RegExp, string | ((match: string, value: string) => string)])[] = [
  [
    /^delivery must give a value for: (.+)$/u,
    (_match, labels) =>
      `請填寫：${labels
        .split(', ')
        .map((label) => fieldLabel(label, 'zh-TW'))
        .join('、')}`,
  ],
  [/^Currency (\S+) is not supported\.$/u, '不支援 $1 幣別。'],
  [
    /^You have more than (\d+) unpaid orders\. Pay or cancel one before ordering again\.$/u,
    '您有超過 $1 筆未付款訂單，請先付款或取消其中一筆再下單。',
  ],
  [/^This coupon needs an order of at least (.+)\.$/u, '此優惠券需訂單滿 $1 才能使用。'],
  [/^This payment is already (\S+)\.$/u, '此付款已結束。'],
  [
    /^No (.+) account was found for this ID\. Check the ID and server\.$/u,
    '找不到此 ID 的 $1 帳號，請檢查 ID 與伺服器。',
  ],
  [
    /^The (.+) did not answer as expected\. Please try again in a moment\.$/u,
    '外部服務沒有正常回應，請稍後再試。',
  ],
];

/** The message in the request's language: Chinese when known, else as written. */
export function messageInLocale(message: string, locale: Locale): string {
  if (locale !== 'zh-TW') return message;
  if (Object.hasOwn(EXACT, message)) return EXACT[message] ?? message;
  for (const [pattern, zh] of PATTERNS) {
    if (!pattern.test(message)) continue;
    return typeof zh === 'string' ? message.replace(pattern, zh) : message.replace(pattern, zh);
  }
  return message;
}
