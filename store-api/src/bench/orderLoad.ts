// A short, bounded load run against store-api on loopback: every connection is one shopper mixing reads
// (product detail, home index, own order list), a password sign-in, order creation and cancellation.
// With `processes` > 1, that many store-api processes serve one database (a SQLite file, or PostgreSQL with
// `databaseUrl`), each taking its share of the connections; `killOne` ends one of them with SIGKILL half way.
// A killed process's connections fail from then on, and an order it had just written may never be reported:
// such an order is unreported, never lost or doubled. Afterwards the orders the API said it created are compared with the database rows: none
// lost, none duplicated, none extra; and every answer must have been a well-formed envelope.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPasswordSync } from '../auth/password';
import { createSession } from '../auth/sessions';
import { openDatabase, openPgDatabase, type Database } from '../db/database';
import { placeholders } from '../db/sqlText';
import { insertMember } from '../members/memberQueries';
import { startStoreApi } from '../server';
import { firstPackId } from '../testing/firstPack';
import { startApiProcesses } from './apiProcess';

export interface OrderLoadOptions {
  connections: number;
  /**
   * Total requests. A count, not a duration: autocannon then waits for every answer, whereas a timed run
   * hangs up on requests in flight, whose orders exist but were never reported back.
   */
  amount: number;
  /** store-api processes sharing the database (default 1, in this process). */
  processes?: number;
  /** A PostgreSQL database, seeded and otherwise unused, instead of a new SQLite file. */
  databaseUrl?: string;
  /** With 2 or more processes: SIGKILL the first one after this many milliseconds of load. */
  killOneAfterMs?: number;
}

export interface OrderLoadReport extends OrderComparison {
  processes: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** How many answers had each HTTP status. */
  statuses: Record<string, number>;
  /** Answers that were not a JSON envelope whose code equals the HTTP status. */
  malformed: number;
  ordersCreated: number;
  /** Whether a process was killed during the run. */
  killed: boolean;
}

type CannonRequest = NonNullable<Parameters<typeof autocannon>[0]['requests']>[number];
type CannonResult = Awaited<ReturnType<typeof autocannon>>;

/** autocannon's own guard against a hung request (seconds); a hang counts as an error. */
const REQUEST_TIMEOUT_S = 10;
const PRODUCT_ID = 1;
const DELIVERY = ['User ID:12345678', 'Zone ID:2001'];
export const BUYER_PASSWORD = 'Load1234!';

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

export function isEnvelope(body: string, status: number): body is string {
  try {
    const parsed = JSON.parse(body) as Partial<Envelope>;
    return parsed.code === status && typeof parsed.message === 'string' && 'data' in parsed;
  } catch {
    return false;
  }
}

export async function runOrderLoad(options: OrderLoadOptions): Promise<OrderLoadReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-api-load-'));
  const dbFile = path.join(dir, 'store.db');
  const { databaseUrl } = options;
  const openStoreDatabase = () => (databaseUrl ? openPgDatabase(databaseUrl) : openDatabase(dbFile));
  const setup = await openStoreDatabase();
  // One shopper per connection, so the "more than 3 unpaid orders" rule never blocks creation.
  const buyers = await createBuyers(setup, options.connections);
  const skuId = await firstPackId(setup, PRODUCT_ID);
  await setup.close();

  const processes = Math.max(1, options.processes ?? 1);
  const children = processes === 1 ? [] : await startApiProcesses(processes, dbFile, databaseUrl);
  const apis =
    processes === 1
      ? [
          await startStoreApi({
            port: 0,
            host: '127.0.0.1',
            dbFile,
            ...(databaseUrl ? { databaseUrl } : {}),
            blockedCountries: [],
            sandboxes: false,
          }),
        ]
      : children;
  let killed = false;
  const killer =
    children[0] && options.killOneAfterMs !== undefined
      ? setTimeout(() => {
          children[0]?.kill();
          killed = true;
        }, options.killOneAfterMs)
      : null;
  const created: CreatedOrder[] = [];
  let malformed = 0;
  let nextBuyer = 0;
  const check = (status: number, body: string) => {
    if (!isEnvelope(body, status)) malformed += 1;
  };
  const buyerOf = (context: Record<string, unknown>) => {
    context.buyer ??= nextBuyer++ % buyers.length;
    return buyers[Number(context.buyer)];
  };
  const asBuyer =
    (extra: Record<string, string> = {}) =>
    (request: CannonRequest, context: Record<string, unknown>) => ({
      ...request,
      headers: { ...extra, authorization: `Bearer ${String(buyerOf(context)?.token)}` },
    });
  const orderBody = JSON.stringify({ productId: PRODUCT_ID, skuId, quantity: 1, delivery: DELIVERY });

  const requests: CannonRequest[] = [
    { method: 'GET', path: `/hpms/product/${String(PRODUCT_ID)}`, onResponse: check },
    { method: 'GET', path: '/hpms/product/index/v2', onResponse: check },
    {
      method: 'POST',
      path: '/sso/email/login',
      setupRequest: (request, context) => ({
        ...request,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: buyerOf(context)?.email, password: BUYER_PASSWORD }),
      }),
      onResponse: check,
    },
    {
      method: 'POST',
      path: '/homs/order/v2',
      body: orderBody,
      setupRequest: asBuyer({ 'content-type': 'application/json' }),
      onResponse: (status, body, context) => {
        check(status, body);
        context.orderId = undefined;
        if (status !== 200) return;
        const order = (JSON.parse(body) as Envelope).data as {
          id: number;
          orderSn: string;
          amount: number;
        };
        created.push({ id: order.id, orderSn: order.orderSn, amount: order.amount });
        context.orderId = order.id;
      },
    },
    { method: 'GET', path: '/homs/order?pageSize=5', setupRequest: asBuyer(), onResponse: check },
    {
      // Cancel what was just created, so every shopper keeps at most one unpaid order.
      method: 'POST',
      setupRequest: (request, context) => ({
        ...asBuyer()(request, context),
        path: `/homs/order/${String(context.orderId ?? 0)}/cancle`,
      }),
      onResponse: check,
    },
  ];

  let results: CannonResult[];
  try {
    // Each process gets its share of the connections and requests, all at the same time.
    results = await Promise.all(
      apis.map((api, index) =>
        autocannon({
          url: api.url,
          connections: share(options.connections, processes, index),
          timeout: REQUEST_TIMEOUT_S,
          amount: share(options.amount, processes, index),
          requests,
        }),
      ),
    );
  } finally {
    if (killer) clearTimeout(killer);
    await Promise.all(apis.map((api) => api.close()));
  }
  const total = (pick: (result: CannonResult) => number): number =>
    results.reduce((sum, result) => sum + pick(result), 0);

  const db = await openStoreDatabase();
  try {
    const compared = await compareOrders(db, buyers, created);
    return {
      processes,
      requests: total((result) => result.requests.total),
      errors: total((result) => result.errors + result.timeouts),
      non2xx: total((result) => result.non2xx),
      statuses: statusCounts(results),
      malformed,
      ordersCreated: created.length,
      ...compared,
      killed,
    };
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Buyer {
  memberId: number;
  email: string;
  token: string;
}

/** `count` members with BUYER_PASSWORD, each signed in already. */
export async function createBuyers(db: Database, count: number): Promise<Buyer[]> {
  const passwordHash = hashPasswordSync(BUYER_PASSWORD);
  return await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `load${String(index)}@topup.test`;
      const memberId = await insertMember(db, { email, phone: '', nickname: 'Load', passwordHash });
      return { memberId, email, token: await createSession(db, memberId) };
    }),
  );
}

/** An order as its creation answer reported it. */
export interface CreatedOrder {
  id: number;
  orderSn: string;
  amount: number;
}

export interface OrderComparison {
  ordersInDatabase: number;
  /** Created answers with no matching row (lost orders). */
  lost: string[];
  /** Rows no created answer reported (with a killed process: orders whose answer it never sent). */
  unexpected: string[];
  duplicates: string[];
  /** Rows whose amount differs from what the creation answer said. */
  mismatched: string[];
}

/** The buyers' orders in the database against those the API reported created. */
export async function compareOrders(
  db: Database,
  buyers: readonly Buyer[],
  created: readonly CreatedOrder[],
): Promise<OrderComparison> {
  const ids = buyers.map((buyer) => buyer.memberId);
  const rows = (await db.all(
    `SELECT id, order_sn AS orderSn, amount_cents AS cents FROM orders WHERE member_id IN (${placeholders(ids.length)})`,
    ...ids,
  )) as { id: number; orderSn: string; cents: number }[];
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<number>();
  const duplicates: string[] = [];
  for (const order of created) {
    if (seen.has(order.id)) duplicates.push(order.orderSn);
    seen.add(order.id);
  }
  const snCounts = new Map<string, number>();
  for (const row of rows) snCounts.set(row.orderSn, (snCounts.get(row.orderSn) ?? 0) + 1);
  for (const [sn, count] of snCounts) if (count > 1) duplicates.push(sn);
  return {
    ordersInDatabase: rows.length,
    lost: created
      .filter((order) => rowById.get(order.id)?.orderSn !== order.orderSn)
      .map((order) => order.orderSn),
    unexpected: rows.filter((row) => !seen.has(row.id)).map((row) => row.orderSn),
    duplicates,
    mismatched: created
      .filter((order) => {
        const row = rowById.get(order.id);
        return row !== undefined && Math.round(order.amount * 100) !== row.cents;
      })
      .map((order) => order.orderSn),
  };
}

/** The index-th of `parts` near-equal shares of `whole` (at least 1). */
function share(whole: number, parts: number, index: number): number {
  return Math.max(1, Math.floor(whole / parts) + (index < whole % parts ? 1 : 0));
}

export function statusCounts(results: CannonResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    for (const [status, stats] of Object.entries(result.statusCodeStats)) {
      counts[status] = (counts[status] ?? 0) + stats.count;
    }
  }
  return counts;
}
