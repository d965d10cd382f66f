// SQL written once, for both databases: `?` and `@name` placeholders, and camelCase column names, as
// SQLite reads them; PostgreSQL's spelling of the same statement is made here.

/** A statement for PostgreSQL: numbered placeholders, and the order the named ones are bound in. */
export interface PgStatement {
  text: string;
  /** For each `$n` in turn: the index of the positional value, or the name of the named one. */
  slots: (number | string)[];
}

const cache = new Map<string, PgStatement>();

/**
 * `?` becomes `$1`, `$2`...; `@name` becomes one `$n` however often it appears; a camelCase name (the
 * store's column aliases: its tables' own names are snake_case) is quoted, since PostgreSQL folds unquoted
 * names to lower case. Text inside quotes is left as it is.
 */
export function pgStatement(sql: string): PgStatement {
  const known = cache.get(sql);
  if (known) return known;
  const slots: (number | string)[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  let text = '';
  for (let index = 0; index < sql.length; index += 1) {
    const char = sql[index] ?? '';
    if (char === "'" || char === '"') {
      const end = sql.indexOf(char, index + 1);
      const stop = end === -1 ? sql.length : end + 1;
      text += sql.slice(index, stop);
      index = stop - 1;
    } else if (char === '?') {
      slots.push(positional);
      positional += 1;
      text += `$${String(slots.length)}`;
    } else if (char === '@' && /[A-Za-z_]/.test(sql[index + 1] ?? '')) {
      const name = /^[A-Za-z_]\w*/.exec(sql.slice(index + 1))?.[0] ?? '';
      let slot = named.get(name);
      if (slot === undefined) {
        slots.push(name);
        slot = slots.length;
        named.set(name, slot);
      }
      text += `$${String(slot)}`;
      index += name.length;
    } else if (/[a-z]/.test(char) && !/\w/.test(sql[index - 1] ?? '')) {
      const word = /^\w+/.exec(sql.slice(index))?.[0] ?? char;
      text += /^[a-z][a-z0-9]*[A-Z]\w*$/.test(word) ? `"${word}"` : word;
      index += word.length - 1;
    } else {
      text += char;
    }
  }
  const statement = { text, slots };
  cache.set(sql, statement);
  return statement;
}

/** `?, ?, ?` for a list of n values (`IN (...)`): the text varies with n only, never with the values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
