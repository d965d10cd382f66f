// Order changes made at the same moment, as many shoppers and the payment provider make them: on the
// embedded file they run one after another; on PostgreSQL (`npm run test:postgres`) on ten connections at
// once, each member's under the member's lock (memberOrdersLock.ts).
import { hashPasswordSync } from '../auth/password';
import { insertMember } from '../members/memberQueries';
import { firstPackId } from '../testing/firstPack';
import { openTestStore, type TestStore } from '../testing/testStore';
import { createOrder } from './orderCreation';
import { ORDER_STATUS } from './orderRules';
import { cancelOrder, markOrderPaid } from './orderTransitions';

const SHOPPERS = 20;
const MLBB = { productId: 1, delivery: ['User ID:12345678', 'Zone ID:2001'] };

let store: TestStore;
let skuId: number;
beforeEach(async () => {
  store = await openTestStore();
  skuId = await firstPackId(store.db, MLBB.productId);
});
afterEach(() => store.close());

const passwordHash = hashPasswordSync('Shop1234!');
const newMember = (index: number) =>
  insertMember(store.db, {
    email: `at-once${String(index)}@topup.test`,
    phone: '',
    nickname: 'At once',
    passwordHash,
  });
const buy = (memberId: number) =>
  createOrder(store.db, memberId, { ...MLBB, skuId, quantity: 1, currency: 'USD' }, 'en');

describe('order changes at the same moment', () => {
  it(`creates ${String(SHOPPERS)} shoppers' orders at once, each once, numbered by its id`, async () => {
    const members = await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => newMember(index)));
    const created = await Promise.all(members.map(buy));
    const ids = created.map((order) => order.id);
    expect(new Set(ids).size).toBe(SHOPPERS);
    const rows = (await store.db.all(
      `SELECT id, order_sn AS orderSn FROM orders WHERE id IN (${ids.map(() => '?').join(',')})`,
      ...ids,
    )) as { id: number; orderSn: string }[];
    expect(rows).toHaveLength(SHOPPERS);
    for (const row of rows) expect(row.orderSn).toMatch(new RegExp(`^TU\\d{8}0*${String(row.id)}$`));
  });

  it('lets a payment and a cancellation of one order at once end one way only', async () => {
    const memberId = await newMember(0);
    const { id } = await buy(memberId);
    const outcomes = await Promise.allSettled([markOrderPaid(store.db, id), cancelOrder(store.db, id)]);
    const [paid, cancelled] = outcomes.map((outcome) => outcome.status === 'fulfilled');
    expect(paid).not.toBe(cancelled);
    const { status } = (await store.db.one('SELECT status FROM orders WHERE id = ?', id)) as {
      status: number;
    };
    expect(status).toBe(paid ? ORDER_STATUS.paid : ORDER_STATUS.cancelled);
    const history = (await store.db.all(
      'SELECT status FROM order_status_history WHERE order_id = ?',
      id,
    )) as unknown[];
    expect(history).toHaveLength(2); // created, then paid or cancelled: never both
  });
});
