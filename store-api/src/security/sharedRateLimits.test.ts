// The limits are kept in the database: two store-api processes on one database share one count, and a
// restarted process remembers it.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { openTestStore, type TestStore } from '../testing/testStore';
import { LOGIN_FAILURES_PER_ACCOUNT } from './authRateLimits';

let store: TestStore;
/** Other instances on the same database, each with its own connection, as another process has. */
const others: Array<{ app: FastifyInstance; db: Database }> = [];

async function anotherInstance(): Promise<FastifyInstance> {
  const db = await store.connectAgain();
  const app = buildApp(db, { sandboxes: true, backgroundSteps: false });
  await app.ready();
  others.push({ app, db });
  return app;
}

async function stop(app: FastifyInstance): Promise<void> {
  const index = others.findIndex((other) => other.app === app);
  const [other] = others.splice(index, 1);
  await other?.app.close();
  await other?.db.close();
}

beforeEach(async () => {
  store = await openTestStore();
});
afterEach(async () => {
  for (const other of [...others]) await stop(other.app);
  await store.close();
});

const signIn = (app: FastifyInstance, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/sso/email/login',
    payload: { email: DEMO_MEMBER_EMAIL, password },
    remoteAddress,
  });

describe('rate limits kept in the database', () => {
  it('count the wrong passwords sent to either of two instances as one', async () => {
    const second = await anotherInstance();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt += 1) {
      const app = attempt % 2 === 0 ? store.app : second;
      expect((await signIn(app, `Wrong${attempt}!`)).statusCode).toBe(400);
    }
    expect((await signIn(store.app, DEMO_MEMBER_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(second, DEMO_MEMBER_PASSWORD)).statusCode).toBe(429);
  });

  it('hold after the instance that counted them restarts', async () => {
    const first = await anotherInstance();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt += 1) {
      expect((await signIn(first, `Wrong${attempt}!`)).statusCode).toBe(400);
    }
    await stop(first);
    const restarted = await anotherInstance();
    expect((await signIn(restarted, DEMO_MEMBER_PASSWORD)).statusCode).toBe(429);
  });

  it(`let at most ${LOGIN_FAILURES_PER_ACCOUNT} of 100 parallel wrong passwords over two instances be checked`, async () => {
    const second = await anotherInstance();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        // Each from a network of its own: only the account's limit stands between them and a check.
        signIn(attempt % 2 === 0 ? store.app : second, `Wrong${attempt}!`, `10.0.${attempt}.1`),
      ),
    );
    const checked = answers.filter((answer) => answer.statusCode === 400);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT);
    expect(answers.every((answer) => [400, 429].includes(answer.statusCode))).toBe(true);
  });
});
