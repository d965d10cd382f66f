// Just enough semver for the ranges this repo declares (`^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3 <2.0.0`,
// `a || b`); the semver package is not a dependency of the repo. Pre-release tags are compared as
// lower than the release, which is all the check needs.

type Triple = [number, number, number];

function parseVersion(text: string): Triple | null {
  const match = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(text.trim());
  if (!match) return null;
  const part = (value: string | undefined) =>
    value === undefined || value === 'x' || value === '*' ? 0 : Number(value);
  return [part(match[1]), part(match[2]), part(match[3])];
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function comparatorHolds(version: Triple, comparator: string): boolean {
  const match = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator);
  if (!match) return false;
  const [, op = '=', rest = ''] = match;
  if (rest === '*' || rest === 'x') return true;
  const bound = parseVersion(rest);
  if (!bound) return false;
  const order = compare(version, bound);
  const [major, minor] = bound;
  switch (op) {
    case '^': {
      // npm's caret: the leftmost non-zero part is fixed.
      const upper: Triple =
        major > 0 ? [major + 1, 0, 0] : minor > 0 ? [0, minor + 1, 0] : [0, 0, bound[2] + 1];
      return order >= 0 && compare(version, upper) < 0;
    }
    case '~':
      return order >= 0 && compare(version, [major, minor + 1, 0]) < 0;
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** Whether `version` lies in `range`. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => comparatorHolds(parsed, comparator)),
  );
}
