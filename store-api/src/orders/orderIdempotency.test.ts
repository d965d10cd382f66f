// POST /homs/order/v2 with an Idempotency-Key: one purchase attempt makes one order, however often it is
// sent (a double click, a retry after a dropped connection).
import http from 'node:http';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createSession } from '../auth/sessions';
import type { Database } from '../db/database';
import { SqliteDatabase } from '../db/sqliteDatabase';
import { insertMember } from '../members/memberQueries';
import { startStoreApi } from '../server';
import {
  bearer,
  envelopeOf,
  makeTempDir,
  openTestStore,
  removeTempDir,
  type TestStore,
} from '../testing/testStore';
import type { Order } from './orderQueries';
import { IDEMPOTENCY_KEY_REUSED } from './orderIdempotency';

const ORDER = { productId: 1, skuId: 1, quantity: 1, delivery: ['User ID:12345678', 'Zone ID:2001'] };

let nextMember = 0;
/** A new member with a live session, so the unpaid-order limit of one test never meets another's. */
async function newBuyer(db: Database): Promise<{ memberId: number; token: string }> {
  nextMember += 1;
  const memberId = await insertMember(db, {
    email: `idem${String(nextMember)}@topup.test`,
    phone: '',
    nickname: 'Idem',
    passwordHash: 'x',
  });
  return { memberId, token: await createSession(db, memberId) };
}

const ordersOf = async (db: Database, memberId: number): Promise<number> =>
  ((await db.one('SELECT COUNT(*) AS n FROM orders WHERE member_id = ?', memberId)) as { n: number }).n;

describe('order creation with an Idempotency-Key', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  const create = (token: string, key: string | null, payload: object = ORDER) =>
    store.app.inject({
      method: 'POST',
      url: '/homs/order/v2',
      headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });

  it('answers a repeated key with the first order and creates no other', async () => {
    const buyer = await newBuyer(store.db);
    const first = await create(buyer.token, 'attempt-0001-aaaa');
    const again = await create(buyer.token, 'attempt-0001-aaaa');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(envelopeOf<Order>(again).data).toEqual(envelopeOf<Order>(first).data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(store.db, buyer.memberId)).toBe(1);
  });

  it('makes one order of the same key sent many times at once', async () => {
    const buyer = await newBuyer(store.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => create(buyer.token, 'attempt-burst-0001')),
    );
    const ids = new Set(responses.map((response) => envelopeOf<Order>(response).data.id));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await ordersOf(store.db, buyer.memberId)).toBe(1);
  });

  it('makes a new order for a new key, and for no key at all', async () => {
    const buyer = await newBuyer(store.db);
    await create(buyer.token, 'attempt-0002-aaaa');
    await create(buyer.token, 'attempt-0002-bbbb');
    await create(buyer.token, null);
    expect(await ordersOf(store.db, buyer.memberId)).toBe(3);
  });

  it('refuses a key used before for a different order (409) and keeps the first', async () => {
    const buyer = await newBuyer(store.db);
    const first = await create(buyer.token, 'attempt-0003-aaaa');
    const changed = await create(buyer.token, 'attempt-0003-aaaa', { ...ORDER, quantity: 2 });
    expect(changed.statusCode).toBe(409);
    expect(envelopeOf(changed)).toEqual({ code: 409, message: IDEMPOTENCY_KEY_REUSED, data: null });
    expect(await ordersOf(store.db, buyer.memberId)).toBe(1);
    expect(envelopeOf<Order>(first).data.quantity).toBe(1);
  });

  it('keeps each member’s keys apart', async () => {
    const one = await newBuyer(store.db);
    const two = await newBuyer(store.db);
    const mine = await create(one.token, 'attempt-shared-key');
    const theirs = await create(two.token, 'attempt-shared-key');
    expect(envelopeOf<Order>(theirs).data.id).not.toBe(envelopeOf<Order>(mine).data.id);
    expect(await ordersOf(store.db, one.memberId)).toBe(1);
    expect(await ordersOf(store.db, two.memberId)).toBe(1);
  });

  it('answers a repeated key even once the member holds too many unpaid orders', async () => {
    const buyer = await newBuyer(store.db);
    const first = await create(buyer.token, 'attempt-0004-aaaa');
    for (let index = 0; index < 3; index += 1) await create(buyer.token, `attempt-0004-fill${String(index)}`);
    const refused = await create(buyer.token, 'attempt-0004-more');
    expect(refused.statusCode).toBe(400);
    const again = await create(buyer.token, 'attempt-0004-aaaa');
    expect(envelopeOf<Order>(again).data.id).toBe(envelopeOf<Order>(first).data.id);
  });

  it.each(['short', 'has space in it', 'x'.repeat(300), 'bad/slash-in-key'])(
    'answers 400 for the key %j',
    async (key) => {
      const response = await create((await newBuyer(store.db)).token, key);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).message).toMatch(/^idempotency-key /);
    },
  );
});

describe('a retry after the connection dropped', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  /**
   * Sends the creation on a raw connection and cuts it once the order is in the database, before the
   * answer is read: the shopper's browser never learns the order was made.
   */
  async function sendAndCutAfterCommit(url: string, token: string, key: string, watch: () => number) {
    const { hostname, port } = new URL(url);
    const body = JSON.stringify(ORDER);
    const request = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: '/homs/order/v2',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': key,
      },
    });
    const outcome = new Promise<string>((resolve) => {
      request.on('response', () => resolve('answered'));
      request.on('error', () => resolve('cut'));
      request.on('close', () => resolve('cut'));
    });
    request.end(body);
    // The server commits before it answers; wait for the row, then cut.
    while (watch() === 0) await new Promise((resolve) => setImmediate(resolve));
    request.destroy();
    return outcome;
  }

  it('yields one order when the same key is sent again', async () => {
    const dbFile = path.join(dir, 'store.db');
    const api = await startStoreApi({ port: 0, dbFile, sandboxes: false });
    const reader = new SqliteDatabase(new BetterSqlite3(dbFile, { readonly: true }));
    try {
      const writer = new SqliteDatabase(new BetterSqlite3(dbFile));
      const buyer = await newBuyer(writer);
      await writer.close();
      const key = 'attempt-dropped-0001';
      // The watch runs inside the socket's data handler, so it reads the file's own connection at once.
      const ordersNow = reader.raw.prepare('SELECT COUNT(*) AS n FROM orders WHERE member_id = ?');
      await sendAndCutAfterCommit(
        api.url,
        buyer.token,
        key,
        () => (ordersNow.get(buyer.memberId) as { n: number }).n,
      );
      expect(await ordersOf(reader, buyer.memberId)).toBe(1);

      const retry = await fetch(`${api.url}/homs/order/v2`, {
        method: 'POST',
        headers: { ...bearer(buyer.token), 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(ORDER),
      });
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      const order = ((await retry.json()) as { data: Order }).data;
      expect(await ordersOf(reader, buyer.memberId)).toBe(1);
      const row = (await reader.one('SELECT id FROM orders WHERE member_id = ?', buyer.memberId)) as {
        id: number;
      };
      expect(order.id).toBe(row.id);
    } finally {
      await reader.close();
      await api.close();
    }
  });
});
