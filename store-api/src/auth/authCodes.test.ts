import { openTestStore, type TestStore } from '../testing/testStore';
import {
  AUTH_CODE_HOURLY_LIMIT,
  AUTH_CODE_LIFETIME_MS,
  AUTH_CODE_RESEND_INTERVAL_MS,
  consumeAuthCode,
  issueAuthCode,
} from './authCodes';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

const lastCode = async (recipient: string): Promise<string> => {
  const row = (await store.db.one(
    'SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
    recipient,
  )) as { body: string };
  return /(\d{6})/.exec(row.body)?.[1] ?? '';
};

describe('auth codes', () => {
  it('expire after their lifetime and work only once', async () => {
    const start = new Date('2026-11-22T00:00:00Z');
    await issueAuthCode(store.db, 'email', 'a@topup.test', 'register', start);
    const code = await lastCode('a@topup.test');
    const late = new Date(start.getTime() + AUTH_CODE_LIFETIME_MS + 1);
    await expect(consumeAuthCode(store.db, 'a@topup.test', 'register', code, late)).rejects.toThrow(
      'The verification code is wrong or has expired.',
    );
    const inTime = new Date(start.getTime() + AUTH_CODE_LIFETIME_MS - 1);
    await consumeAuthCode(store.db, 'a@topup.test', 'register', code, inTime);
    await expect(consumeAuthCode(store.db, 'a@topup.test', 'register', code, inTime)).rejects.toThrow(
      'wrong or has expired',
    );
  });

  it('are bound to their purpose', async () => {
    await issueAuthCode(store.db, 'sms', '+15550000000', 'login');
    await expect(
      consumeAuthCode(store.db, '+15550000000', 'reset', await lastCode('+15550000000')),
    ).rejects.toThrow('wrong or has expired');
  });

  it(`allow one per minute and ${String(AUTH_CODE_HOURLY_LIMIT)} per hour`, async () => {
    const start = new Date('2026-11-22T01:00:00Z');
    for (let index = 0; index < AUTH_CODE_HOURLY_LIMIT; index += 1) {
      await issueAuthCode(
        store.db,
        'email',
        'b@topup.test',
        'login',
        new Date(start.getTime() + index * AUTH_CODE_RESEND_INTERVAL_MS),
      );
    }
    const next = new Date(start.getTime() + AUTH_CODE_HOURLY_LIMIT * AUTH_CODE_RESEND_INTERVAL_MS);
    await expect(issueAuthCode(store.db, 'email', 'b@topup.test', 'login', next)).rejects.toThrow(
      'Too many codes',
    );
    const anHourLater = new Date(start.getTime() + 61 * 60 * 1000);
    await issueAuthCode(store.db, 'email', 'b@topup.test', 'login', anHourLater);
  });
});
