// store-api's price for the purchase as it stands (POST /homs/order/quote: the function order creation
// prices with), so the summary, the confirm dialog and the order show one figure. Changes in quick
// succession (quantity, coupon, pack) ask once, after they settle; an answer for inputs since changed is
// dropped, never shown.
import { useEffect, useState } from 'react';
import { ApiError, useStores } from '@topup/shared-lib';
import { type OrderQuote, type OrderQuotePayload } from './purchaseApi';
import { DEBOUNCE_DEFAULT_MS } from './debounce';
import { purchaseApi } from './purchaseApi';

export type QuoteState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; quote: OrderQuote }
  | { status: 'failed'; message: string | null };

type Answer = { key: string } & ({ quote: OrderQuote } | { message: string | null });

/**
 * `input` null: nothing to price yet (no pack chosen). `who` names the shopper the price is for (the
 * member's VIP level and coupons): a login asks again.
 */
export function useOrderQuote(input: OrderQuotePayload | null, who: string): QuoteState {
  const { api } = useStores();
  const key = input ? JSON.stringify([who, input]) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const asked = answer !== null;

  useEffect(() => {
    if (key === null || !input) return undefined;
    let current = true;
    const ask = () => {
      purchaseApi(api)
        .quote(input)
        .then(
          (quote) => current && setAnswer({ key, quote }),
          (error: unknown) =>
            current &&
            setAnswer({ key, message: error instanceof ApiError && error.message ? error.message : null }),
        );
    };
    // The first price is asked at once; later changes wait until the shopper stops changing things.
    const timer = setTimeout(ask, asked ? DEBOUNCE_DEFAULT_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // `input` is read through `key`, its serialised form; `asked` only picks the first wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);

  if (key === null) return { status: 'none' };
  if (!answer || answer.key !== key) return { status: 'loading' };
  return 'quote' in answer
    ? { status: 'ready', quote: answer.quote }
    : { status: 'failed', message: answer.message };
}
