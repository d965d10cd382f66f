import {
  answerFromPage,
  answeringFromPage,
  hasPageAnswers,
  pageAnswer,
  providePageAnswers,
} from './pageAnswers';

describe('page answers (server rendering)', () => {
  afterEach(() => providePageAnswers(null));

  it('answer only inside answerFromPage, by address without the freshness t', () => {
    providePageAnswers({ '/homs/order?status=0': { total: 1 } });
    expect(hasPageAnswers()).toBe(true);
    expect(pageAnswer('/homs/order?status=0')).toBeUndefined();
    answerFromPage(() => {
      expect(answeringFromPage()).toBe(true);
      expect(pageAnswer('/homs/order?t=123&status=0')).toEqual({ data: { total: 1 } });
      expect(pageAnswer('/homs/order?status=1')).toBeUndefined();
    });
    expect(answeringFromPage()).toBe(false);
  });

  it('hold nothing once let go, and answerFromPage returns what the read returns', () => {
    providePageAnswers({ '/a': 1 });
    providePageAnswers(null);
    expect(hasPageAnswers()).toBe(false);
    expect(answerFromPage(() => pageAnswer('/a') ?? 'asked')).toBe('asked');
  });

  it('a read that throws still ends the answering', () => {
    providePageAnswers({ '/a': 1 });
    expect(() =>
      answerFromPage(() => {
        throw new Error('read');
      }),
    ).toThrow('read');
    expect(answeringFromPage()).toBe(false);
  });
});
