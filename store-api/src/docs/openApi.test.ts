import { envelopeOf, makeTempDir, openTestStore, removeTempDir, type TestStore } from '../testing/testStore';
import path from 'node:path';
import { buildApp, listRegisteredRoutes } from '../app';
import { openDatabase } from '../db/database';
import { bearer, loginAs } from '../testing/testStore';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import type { Order } from '../orders/orderQueries';
import { SPEC_CALLS } from './specCalls';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

/** Every call of the store API, plus the routes the store adds around them. */
const SPEC_ROUTES: readonly string[] = [
  ...SPEC_CALLS,
  'GET /public/blog/article',
  'GET /public/blog/article/{slug}',
  'GET /health',
  'GET /sandbox/outbox',
];

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: unknown;
        responses?: Record<
          string,
          { content?: Record<string, { schema?: { properties?: { data?: { properties?: object } } } }> }
        >;
      }
    >
  >;
}

const operationsOf = (document: OpenApiDocument): string[] =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
  );

describe('GET /docs/json', () => {
  it('lists every call of the store API', async () => {
    const response = await store.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    const operations = operationsOf(document);
    const missing = SPEC_ROUTES.filter((route) => !operations.includes(route));
    expect(missing).toEqual([]);
  });

  it('lists every registered route (sandboxes included), except the document itself', async () => {
    const document = (await store.app.inject({ url: '/docs/json' })).json<OpenApiDocument>();
    const operations = operationsOf(document);
    const registered = listRegisteredRoutes(store.app).map((route) =>
      route.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}'),
    );
    expect(registered.length).toBeGreaterThan(90);
    const missing = registered.filter((route) => route !== 'GET /docs/json' && !operations.includes(route));
    expect(missing).toEqual([]);
  });

  it('lists only routes that exist, with their schemas', async () => {
    const document = (await store.app.inject({ url: '/docs/json' })).json<OpenApiDocument>();
    for (const operation of operationsOf(document)) {
      const [method = '', url = ''] = operation.split(' ');
      const fastifyUrl = url.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1');
      expect({ operation, exists: store.app.hasRoute({ method, url: fastifyUrl }) }).toEqual({
        operation,
        exists: true,
      });
    }
    expect(document.paths['/homs/order/v2']?.post?.requestBody).toBeDefined();
    const orderData =
      document.paths['/homs/order/sn/{sn}']?.get?.responses?.['200']?.content?.['application/json']?.schema
        ?.properties?.data?.properties;
    expect(Object.keys(orderData ?? {})).toEqual(
      expect.arrayContaining(['orderSn', 'status', 'preview', 'amount']),
    );
    expect(
      document.paths['/hpms/product/sn/{sn}/comment']?.get?.parameters?.map((parameter) => parameter.name),
    ).toEqual(expect.arrayContaining(['sn', 'pageSize', 'pageNum', 'orderBy', 'imgOnly']));
  });
});

describe('persistence', () => {
  it('keeps an order created through the API across a restart', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'store.db');
    try {
      let db = await openDatabase(file);
      let app = buildApp(db);
      const token = await loginAs(app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
      const sku = (await db.one("SELECT id FROM denominations WHERE product_id = 4 AND name = '660 UC'")) as {
        id: number;
      };
      const created = envelopeOf<Order>(
        await app.inject({
          method: 'POST',
          url: '/homs/order/v2',
          headers: bearer(token),
          payload: { productId: 4, skuId: sku.id, quantity: 1, delivery: ['Player ID:5123498760'] },
        }),
      ).data;
      await app.close();
      await db.close();

      db = await openDatabase(file);
      app = buildApp(db);
      const again = await app.inject({ url: `/homs/order/sn/${created.orderSn}`, headers: bearer(token) });
      expect(envelopeOf<Order>(again).data).toMatchObject({
        id: created.id,
        amount: created.amount,
        status: 0,
      });
      await app.close();
      await db.close();
    } finally {
      removeTempDir(dir);
    }
  });
});
