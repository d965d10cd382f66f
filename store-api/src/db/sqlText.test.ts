import { pgStatement, placeholders } from './sqlText';

describe("PostgreSQL's spelling of a statement", () => {
  it('numbers the ? placeholders in order, leaving quoted text alone', () => {
    expect(pgStatement("SELECT id FROM t WHERE a = ? AND b LIKE '%?%' AND c = ?")).toEqual({
      text: "SELECT id FROM t WHERE a = $1 AND b LIKE '%?%' AND c = $2",
      slots: [0, 1],
    });
  });

  it('gives a named parameter one number however often it appears', () => {
    expect(pgStatement('SELECT * FROM t WHERE (@status IS NULL OR status = @status) LIMIT @limit')).toEqual({
      text: 'SELECT * FROM t WHERE ($1 IS NULL OR status = $1) LIMIT $2',
      slots: ['status', 'limit'],
    });
  });

  it('quotes camelCase names, which PostgreSQL would fold to lower case, and nothing else', () => {
    expect(
      pgStatement(
        'SELECT member_id AS memberId, \'keepThis\' AS note FROM orders ORDER BY createTime, "sortOrder"',
      ).text,
    ).toBe(
      'SELECT member_id AS "memberId", \'keepThis\' AS note FROM orders ORDER BY "createTime", "sortOrder"',
    );
  });

  it('writes one ? per value of a list', () => {
    expect(placeholders(3)).toBe('?, ?, ?');
    expect(placeholders(1)).toBe('?');
  });
});
