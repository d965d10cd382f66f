import { orderState, payWindowOver } from './orderState';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const base = {
  orderSn: 'TU202611260001',
  status: 0,
  inputStatus: 0,
  payExpireTime: '2026-11-26T13:00:00Z',
  preview: { realnameStatus: 2, spotcheckStatus: 2 },
};

describe('orderState', () => {
  it('offers Pay and Cancel on an unpaid order inside its pay window', () => {
    const state = orderState(base, NOW);
    expect(state.key).toBe('unpaid');
    expect(state.actions).toMatchObject({ pay: true, cancel: true, urge: false, remove: false });
  });

  it('offers no Pay once the pay window has closed: the order shows as expired', () => {
    const state = orderState({ ...base, payExpireTime: '2026-11-26T11:59:59Z' }, NOW);
    expect(state.key).toBe('expired');
    expect(state.actions.pay).toBe(false);
    expect(payWindowOver({ payExpireTime: '2026-11-26T12:00:00Z' }, NOW)).toBe(true);
  });

  it('offers neither Pay nor Cancel while a payment of it is pending, until its pay window closes', () => {
    const pending = orderState({ ...base, paymentStatus: 'pending' }, NOW);
    expect(pending.key).toBe('paymentPending');
    expect(Object.values(pending.actions).some(Boolean)).toBe(false);
    const over = orderState(
      { ...base, paymentStatus: 'pending', payExpireTime: '2026-11-26T11:00:00Z' },
      NOW,
    );
    expect(over.key).toBe('expired');
    expect(over.actions.cancel).toBe(true);
    expect(orderState({ ...base, status: 1, paymentStatus: 'pending' }, NOW).key).toBe('delivering');
  });

  it('tells a paid order waiting for an identity check from one being delivered', () => {
    const verifying = orderState(
      { ...base, status: 1, preview: { realnameRequired: 'idcard', realnameStatus: 0, spotcheckStatus: 2 } },
      NOW,
    );
    expect(verifying.key).toBe('verifying');
    expect(verifying.actions).toMatchObject({ verify: true, urge: true, pay: false });
    expect(orderState({ ...base, status: 1 }, NOW).key).toBe('delivering');
    const input = orderState({ ...base, status: 1, inputStatus: 1 }, NOW);
    expect(input.key).toBe('awaitingInput');
    expect(input.actions.fillInput).toBe(true);
  });

  it('allows a review only on a finished order, and deleting only closed ones', () => {
    expect(orderState({ ...base, status: 2 }, NOW).actions).toMatchObject({ review: true, remove: true });
    expect(orderState({ ...base, status: 3 }, NOW).actions).toMatchObject({ review: false, remove: true });
    expect(orderState({ ...base, status: 4 }, NOW).key).toBe('refunded');
    expect(orderState({ ...base, status: 9 }, NOW).key).toBe('unknown');
  });
});
