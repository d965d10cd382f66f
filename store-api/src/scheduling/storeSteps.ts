import type { SandboxTimings } from '../config/sandboxTimings';
import type { Database } from '../db/database';
import { advanceDeliveries } from '../delivery/deliveryQueue';
import { sandboxPublisher } from '../delivery/sandboxPublisher';
import { releaseExpiredOrderCoupons } from '../orders/unpaidExpiry';
import type { PaymentReporter } from '../sandbox/paymentSandbox';
import { settlePendingPayments } from '../sandbox/pendingPayments';
import type { BackgroundStep } from './backgroundSteps';

export interface StoreStepsOptions {
  /** The demo profile: the sandbox publisher delivers, the payment sandbox settles pending payments. */
  sandboxes: boolean;
  timings: SandboxTimings;
  /** The payment sandbox's reporter while it is the payment provider; null otherwise. */
  paymentReporter: PaymentReporter | null;
}

/** The store's background steps in this profile, in the order each round runs them. */
export function storeBackgroundSteps(db: Database, options: StoreStepsOptions): BackgroundStep[] {
  const steps: BackgroundStep[] = [
    {
      name: 'coupons of expired unpaid orders',
      run: async (now) => await releaseExpiredOrderCoupons(db, now),
    },
  ];
  if (!options.sandboxes) return steps;
  const publisher = sandboxPublisher(options.timings.deliverySeconds);
  steps.push({ name: 'sandbox publisher', run: async (now) => await advanceDeliveries(db, publisher, now) });
  const report = options.paymentReporter;
  if (report) {
    const pendingSeconds = options.timings.paymentPendingSeconds;
    steps.push({
      name: 'pending sandbox payments',
      run: (now) => settlePendingPayments(db, { pendingSeconds, report }, now),
    });
  }
  return steps;
}
