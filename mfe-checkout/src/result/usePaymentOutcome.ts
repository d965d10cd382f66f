// /pay-result's poll: read the order until it is paid, can no longer be paid (failed), or the wait is
// over: then a payment the provider still reports pending is "still pending" (the order is updated
// when it settles), and no payment at all is "timed out". The first read is the page loader's; a new
// attempt (Check again, Retry) reads at once. The poll's interval and count are the checkout's own.
import { useEffect, useState } from 'react';
import { isPaidState, orderState, useStores, type Order } from '@topup/shared-lib';
import type { FirstRead } from './payResultLoader';

export const PAY_RESULT_POLL_MS = 3000;
/** Reads of one attempt, the loader's included. */
export const PAY_RESULT_MAX_POLLS = 20;

export type PaymentOutcome =
  | { name: 'checking'; order: Order | null }
  | { name: 'paid' | 'failed' | 'stillPending' | 'timedOut'; order: Order | null }
  | { name: 'error'; error: unknown };

const CHECKING: PaymentOutcome = { name: 'checking', order: null };

export function outcomeOf(order: Order, now: number = Date.now()): 'paid' | 'failed' | null {
  const { key } = orderState(order, now);
  if (isPaidState(key)) return 'paid';
  return key === 'cancelled' || key === 'expired' ? 'failed' : null;
}

/** What the loader's read says: the server renders it, and the browser hydrates with the same. */
function firstOutcome({ order, readAt }: FirstRead): PaymentOutcome {
  if (!order.ok) return { name: 'error', error: order.error };
  return { name: outcomeOf(order.data, readAt) ?? 'checking', order: order.data };
}

export function usePaymentOutcome(oid: string, first: FirstRead, attempt: number): PaymentOutcome {
  const { api } = useStores();
  const initial = attempt === 0 ? firstOutcome(first) : CHECKING;
  // An outcome belongs to one run (its first read and attempt); a new run starts from its initial
  // outcome without a reset in the effect.
  const [settled, setSettled] = useState<{
    first: FirstRead;
    attempt: number;
    outcome: PaymentOutcome;
  } | null>(null);
  const fromLoader = attempt === 0;
  const pollOn = !fromLoader || initial.name === 'checking';
  useEffect(() => {
    if (!pollOn) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = fromLoader ? 1 : 0;
    const setOutcome = (outcome: PaymentOutcome) => setSettled({ first, attempt, outcome });
    const poll = async () => {
      polls += 1;
      try {
        const order = await api.orders.bySn(oid);
        if (!active) return;
        const done = outcomeOf(order);
        if (done) setOutcome({ name: done, order });
        else if (polls >= PAY_RESULT_MAX_POLLS)
          setOutcome({ name: order.paymentStatus === 'pending' ? 'stillPending' : 'timedOut', order });
        else {
          setOutcome({ name: 'checking', order });
          timer = setTimeout(poll, PAY_RESULT_POLL_MS);
        }
      } catch (error) {
        if (active) setOutcome({ name: 'error', error });
      }
    };
    if (fromLoader) timer = setTimeout(poll, PAY_RESULT_POLL_MS);
    else void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, oid, first, attempt, fromLoader, pollOn]);
  return settled?.first === first && settled.attempt === attempt ? settled.outcome : initial;
}
