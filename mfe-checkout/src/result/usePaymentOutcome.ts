// /pay-result's poll: read the order until it is paid, can no longer be paid (failed), or the wait is
// over (timed out). Values are the checkout's own: the spec leaves the poll unshown.
import { useEffect, useState } from 'react';
import { orders, type Order } from '@topup/shared-lib';
import { isPaid, orderStateKey } from '../order/orderState';

export const PAY_RESULT_POLL_MS = 3000;
export const PAY_RESULT_MAX_POLLS = 20;

export type PaymentOutcome =
  | { name: 'checking'; order: Order | null }
  | { name: 'paid' | 'failed' | 'timedOut'; order: Order | null }
  | { name: 'error'; error: unknown };

export function outcomeOf(order: Order): 'paid' | 'failed' | null {
  if (isPaid(order)) return 'paid';
  const state = orderStateKey(order);
  return state === '3' || state === 'expired' ? 'failed' : null;
}

export function usePaymentOutcome(oid: string, attempt: number): PaymentOutcome {
  const run = `${oid}#${attempt}`;
  // An outcome belongs to one run; a new run starts at 'checking' without a reset in the effect.
  const [settled, setSettled] = useState<{ run: string; outcome: PaymentOutcome } | null>(null);
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const setOutcome = (outcome: PaymentOutcome) => setSettled({ run, outcome });
    const poll = async () => {
      polls += 1;
      try {
        const order = await orders.bySn(oid);
        if (!active) return;
        const settled = outcomeOf(order);
        if (settled) setOutcome({ name: settled, order });
        else if (polls >= PAY_RESULT_MAX_POLLS) setOutcome({ name: 'timedOut', order });
        else {
          setOutcome({ name: 'checking', order });
          timer = setTimeout(poll, PAY_RESULT_POLL_MS);
        }
      } catch (error) {
        if (active) setOutcome({ name: 'error', error });
      }
    };
    void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [oid, attempt, run]);
  return settled?.run === run ? settled.outcome : { name: 'checking', order: null };
}
