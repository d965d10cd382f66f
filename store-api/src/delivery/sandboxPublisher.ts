// The game publishers' stand-in (STORE_SANDBOXES=on): what happens to a paid order is decided by the
// account the shopper typed (the value of the product's first input field), so the demo and the tests
// reach every state of an order on purpose. The lists use accounts the game-account lookup sandbox
// knows (games/gameAccounts.ts), so a shopper can buy for them; products without a lookup take any text.
import type { Publisher, QueuedOrder, RequestedChecks } from './deliveryQueue';

/** Delivery fails and the payment is refunded (status 4). */
export const PUBLISHER_FAILS_FOR: readonly string[] = [
  '87654321', // Mobile Legends, zone 2001 or 4001
  '600000001', // Genshin Impact, os_euro
  '1500000003', // Zenless Zone Zero, prod_gf_eu
  '5999999999', // PUBG Mobile
  '800000003', // Honkai: Star Rail, prod_official_eur
  '3344556677', // Free Fire
  '88009999', // Poppo Live
  'dy12345678', // Douyin
];

/** The publisher asks for identity checks first (the verify@topup.test seed's accounts); once they pass, it delivers. */
export const PUBLISHER_CHECKS_FOR: Readonly<Record<string, RequestedChecks>> = {
  '800000001': { realname: 'idcard,photo', spotcheck: '' }, // Genshin Impact, os_usa: real-name upload
  '700000001': { realname: 'sumsub', spotcheck: '' }, // Honkai: Star Rail, prod_official_asia: identity widget
  '11112222': { realname: '', spotcheck: 'selfie' }, // Mobile Legends, zone 3001: spot check
  '1234567890': { realname: 'idcard,photo', spotcheck: '' }, // Free Fire: real-name upload
  '5000000001': { realname: '', spotcheck: 'selfie' }, // PUBG Mobile: spot check
};

/**
 * The publisher takes the product's whole promised time (deliveryMinutes), and a pending payment for it
 * never settles in the sandbox (it closes with the order's pay window): a paid order stays "delivering"
 * long enough to be urged, and a pending one stays pending.
 */
export const PUBLISHER_SLOW_FOR: readonly string[] = [
  '12345678', // Mobile Legends, zone 2001: the store's example account
];

export const PUBLISHER_FAILURE_REASON = 'The publisher could not deliver the top-up to this account.';

/** The sandbox publisher, answering after `deliverySeconds` (never later than the product's promise). */
export function sandboxPublisher(deliverySeconds: number): Publisher {
  return {
    delaySeconds(order: QueuedOrder): number {
      const promised = order.deliveryMinutes * 60;
      return PUBLISHER_SLOW_FOR.includes(order.account) ? promised : Math.min(deliverySeconds, promised);
    },
    answer(order: QueuedOrder) {
      if (PUBLISHER_FAILS_FOR.includes(order.account)) {
        return { kind: 'fail', reason: PUBLISHER_FAILURE_REASON };
      }
      const checks = Object.hasOwn(PUBLISHER_CHECKS_FOR, order.account)
        ? PUBLISHER_CHECKS_FOR[order.account]
        : undefined;
      return checks ? { kind: 'checks', checks } : { kind: 'deliver' };
    },
  };
}

/**
 * How the sandbox payment provider settles a payment left pending: failed for an account whose delivery
 * fails, never for a slow account (null: it stays pending until its order's pay window closes), else success.
 */
export function pendingPaymentOutcome(account: string): 'success' | 'failed' | null {
  if (PUBLISHER_SLOW_FOR.includes(account)) return null;
  return PUBLISHER_FAILS_FOR.includes(account) ? 'failed' : 'success';
}
