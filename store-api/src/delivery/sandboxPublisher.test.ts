import { GAMES } from '../games/gameAccounts';
import {
  pendingPaymentOutcome,
  PUBLISHER_CHECKS_FOR,
  PUBLISHER_FAILS_FOR,
  PUBLISHER_SLOW_FOR,
  sandboxPublisher,
} from './sandboxPublisher';

/** Every account the game-account lookup sandbox finds (without its server). */
const LOOKUP_ACCOUNTS = new Set(
  GAMES.flatMap((game) => Object.keys(game.accounts).map((account) => account.split('@')[0])),
);

describe('the sandbox publisher’s accounts', () => {
  it('are accounts the lookup finds, so a shopper can buy for each', () => {
    for (const account of [
      ...PUBLISHER_FAILS_FOR,
      ...Object.keys(PUBLISHER_CHECKS_FOR),
      ...PUBLISHER_SLOW_FOR,
    ]) {
      expect(LOOKUP_ACCOUNTS).toContain(account);
    }
  });

  it('give each account one outcome', () => {
    const all = [...PUBLISHER_FAILS_FOR, ...Object.keys(PUBLISHER_CHECKS_FOR), ...PUBLISHER_SLOW_FOR];
    expect(new Set(all).size).toBe(all.length);
  });

  it('fail, ask for checks or deliver', () => {
    const publisher = sandboxPublisher(60);
    const order = (account: string) => ({ orderId: 1, account, deliveryMinutes: 5 });
    expect(publisher.answer(order('87654321'))).toEqual({
      kind: 'fail',
      reason: 'The publisher could not deliver the top-up to this account.',
    });
    expect(publisher.answer(order('700000001'))).toEqual({
      kind: 'checks',
      checks: { realname: 'sumsub', spotcheck: '' },
    });
    expect(publisher.answer(order('2233445566'))).toEqual({ kind: 'deliver' });
    expect(publisher.answer(order(''))).toEqual({ kind: 'deliver' });
    // An inherited property name is not an account of the list.
    expect(publisher.answer(order('toString'))).toEqual({ kind: 'deliver' });
  });

  it('answer within the product’s promise', () => {
    const order = (account: string, deliveryMinutes: number) => ({ orderId: 1, account, deliveryMinutes });
    expect(sandboxPublisher(60).delaySeconds(order('2233445566', 5))).toBe(60);
    expect(sandboxPublisher(3600).delaySeconds(order('2233445566', 5))).toBe(300);
    expect(sandboxPublisher(60).delaySeconds(order('12345678', 5))).toBe(300);
    expect(sandboxPublisher(0).delaySeconds(order('88001234', 30))).toBe(0);
  });

  it('settle a pending payment as failed for a failing account, never for a slow one, else as paid', () => {
    expect(pendingPaymentOutcome('5999999999')).toBe('failed');
    expect(pendingPaymentOutcome('12345678')).toBeNull();
    expect(pendingPaymentOutcome('5123498760')).toBe('success');
  });
});
