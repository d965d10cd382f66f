import { createSession } from '../auth/sessions';
import { insertMember } from '../members/memberQueries';
import { bearer, envelopeOf, openTestStore, type TestStore } from '../testing/testStore';
import {
  COUPON_CODE_FAILURES_PER_CLIENT,
  COUPON_CODE_FAILURES_PER_MEMBER,
  TOO_MANY_COUPON_CODES,
} from './couponRateLimits';

let store: TestStore;
beforeEach(async () => {
  store = await openTestStore();
});
afterEach(() => store.close());

let nextMember = 0;
/** A new member with a live session (no password needed: these tests never sign in). */
async function newMemberToken(): Promise<string> {
  nextMember += 1;
  const memberId = await insertMember(store.db, {
    email: `coupon${String(nextMember)}@topup.test`,
    phone: '',
    nickname: 'Coupon',
    passwordHash: 'x',
  });
  return await createSession(store.db, memberId);
}

const redeem = (token: string, code: string, remoteAddress = '127.0.0.1') =>
  store.app.inject({
    method: 'POST',
    url: '/hums/coupon/capture/redemption',
    payload: { code },
    headers: bearer(token),
    remoteAddress,
  });

describe('coupon code redemption limits', () => {
  it(`refuses a member with 429 after ${COUPON_CODE_FAILURES_PER_MEMBER} wrong codes, even a right one`, async () => {
    const token = await newMemberToken();
    for (let attempt = 0; attempt < COUPON_CODE_FAILURES_PER_MEMBER; attempt += 1) {
      const wrong = await redeem(token, `GUESS${String(attempt)}`, `10.7.0.${String(attempt)}`);
      expect(wrong.statusCode).toBe(404);
    }
    const refused = await redeem(token, 'SAVE2', '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toEqual({ code: 429, message: TOO_MANY_COUPON_CODES, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held back by it.
    expect((await redeem(await newMemberToken(), 'SAVE2', '10.7.1.2')).statusCode).toBe(200);
  });

  it('counts a code that exists but cannot be claimed as a guess, and a claimed one not', async () => {
    const token = await newMemberToken();
    expect((await redeem(token, 'SAVE2')).statusCode).toBe(200);
    for (let attempt = 0; attempt < COUPON_CODE_FAILURES_PER_MEMBER; attempt += 1) {
      // Held already (409) or ended (400): the answer tells the code exists, so it counts.
      const code = attempt % 2 === 0 ? 'SAVE2' : 'SUMMER1';
      expect((await redeem(token, code)).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await redeem(token, 'MLBB10')).statusCode).toBe(429);
  });

  it(`refuses a client after ${COUPON_CODE_FAILURES_PER_CLIENT} wrong codes, whichever members it uses`, async () => {
    const client = '10.8.0.1';
    let failures = 0;
    while (failures < COUPON_CODE_FAILURES_PER_CLIENT) {
      const token = await newMemberToken();
      for (let attempt = 0; attempt < COUPON_CODE_FAILURES_PER_MEMBER - 1; attempt += 1) {
        if (failures === COUPON_CODE_FAILURES_PER_CLIENT) break;
        expect((await redeem(token, `NOPE${String(failures)}`, client)).statusCode).toBe(404);
        failures += 1;
      }
    }
    const fresh = await newMemberToken();
    expect((await redeem(fresh, 'SAVE2', client)).statusCode).toBe(429);
    expect((await redeem(fresh, 'SAVE2', '10.8.0.2')).statusCode).toBe(200);
  });

  it(`checks at most ${COUPON_CODE_FAILURES_PER_MEMBER} of 100 parallel guesses by one member`, async () => {
    const token = await newMemberToken();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        redeem(token, `WORD${String(index)}`, `10.9.0.${String(index)}`),
      ),
    );
    const judged = responses.filter((response) => response.statusCode === 404).length;
    const refused = responses.filter((response) => response.statusCode === 429).length;
    expect(judged).toBeLessThanOrEqual(COUPON_CODE_FAILURES_PER_MEMBER);
    expect(judged + refused).toBe(100);
  });

  it('does not count a call refused before the code was looked at (not signed in)', async () => {
    for (let attempt = 0; attempt < COUPON_CODE_FAILURES_PER_CLIENT + 5; attempt += 1) {
      const response = await store.app.inject({
        method: 'POST',
        url: '/hums/coupon/capture/redemption',
        payload: { code: 'SAVE2' },
        remoteAddress: '10.10.0.1',
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await redeem(await newMemberToken(), 'SAVE2', '10.10.0.1')).statusCode).toBe(200);
  });
});
