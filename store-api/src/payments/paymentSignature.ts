// The payment provider's callbacks are signed: HMAC-SHA256 with the shared secret over
// "<unix seconds>.<raw body>", sent as `X-Payment-Signature: t=<unix seconds>,v1=<hex>`. store-api checks
// the signature and the timestamp; paymentCallbacks.ts refuses a signature or event id seen before.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/httpError';

export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';
/** A callback older or newer than this (seconds) is refused: a captured one cannot be played much later. */
export const PAYMENT_CALLBACK_TOLERANCE_S = 5 * 60;

const mac = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');

export const unixSeconds = (now: Date): number => Math.floor(now.getTime() / 1000);

/** The header value a provider (or the payment sandbox) sends with `body`. */
export function signPaymentCallback(secret: string, body: string, now = new Date()): string {
  const timestamp = unixSeconds(now);
  return `t=${String(timestamp)},v1=${mac(secret, timestamp, body)}`;
}

const INVALID = 'The payment callback signature is not valid.';

/** The verified signature (hex), or a 401 HttpError; a stale or future timestamp is refused too. */
export function verifyPaymentSignature(
  secret: string,
  header: string | undefined,
  body: string,
  now = new Date(),
): string {
  const fields = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get('t'));
  const given = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new HttpError(401, INVALID);
  const expected = mac(secret, timestamp, body);
  if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex')))
    throw new HttpError(401, INVALID);
  if (Math.abs(unixSeconds(now) - timestamp) > PAYMENT_CALLBACK_TOLERANCE_S) {
    throw new HttpError(401, 'The payment callback is too old or from the future.');
  }
  return given;
}
