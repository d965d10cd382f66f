// Whether a path the front end's code builds is a call of the store API. Spec paths name parameters as
// OpenAPI does (`/homs/order/sn/{sn}`); code names them `:sn` or `{sn}` for the api client to fill, or
// builds them in a template (`/homs/order/sn/${sn}`). A parameter of the code stands for any one value,
// so it matches the spec's parameter, or a fixed segment of the spec (the game of
// `/supplier/api/mlbb/userinfo`) that the code must then name somewhere as a literal.

/** Where a path holds a parameter, once read (a character no path contains). */
export const PARAM = '\u0000';

/** One call of the store API: `GET /homs/order/sn/{sn}`. */
export interface SpecCall {
  method: string;
  path: string;
}

export function parseSpecCall(text: string): SpecCall {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(text);
  if (!match) throw new Error(`not a call "METHOD /path": ${text}`);
  return { method: match[1] as string, path: match[2] as string };
}

export const specCallName = (call: SpecCall): string => `${call.method} ${call.path}`;

/** The spec's `{name}` parameters as PARAM. */
export function readSpecPath(path: string): string {
  return path.replace(/\{[^/{}]+\}/g, PARAM);
}

/**
 * A path as the code writes it, its template's unknown parts already PARAM: `:name` and `{name}` made
 * PARAM, the query and fragment dropped, and a leading base (`${base}builds/meta/...`, `${apiBase}/...`)
 * dropped, so what remains starts at the path's first `/`. Null when it is not a path at all.
 */
export function readCodePath(text: string): string | null {
  let path = text.split(/[?#]/, 1)[0] ?? '';
  path = path.replace(/(^|\/):[A-Za-z_]\w*/g, `$1${PARAM}`).replace(/\{[A-Za-z_]\w*\}/g, PARAM);
  if (path.startsWith(PARAM)) path = path.slice(1).startsWith('/') ? path.slice(1) : `/${path.slice(1)}`;
  if (!path.startsWith('/') || path === '/' || /\s/.test(path)) return null;
  return path;
}

export interface PathMatch {
  /** Fixed segments of the spec's path that the code fills from a parameter. */
  literalsNeeded: string[];
}

/**
 * The code's path (readCodePath) against the spec's (readSpecPath), segment by segment: equal, or the
 * code's whole segment a parameter. A spec parameter is never matched by a fixed value of the code.
 */
export function matchPath(specPath: string, codePath: string): PathMatch | null {
  const spec = specPath.split('/');
  const code = codePath.split('/');
  if (spec.length !== code.length) return null;
  const literalsNeeded: string[] = [];
  for (const [index, specSegment] of spec.entries()) {
    const codeSegment = code[index] as string;
    if (specSegment === codeSegment) continue;
    if (codeSegment === PARAM && specSegment !== '' && !specSegment.includes(PARAM)) {
      literalsNeeded.push(specSegment);
      continue;
    }
    return null;
  }
  return { literalsNeeded };
}

/** The spec calls whose path the code's path matches, with what each needs. */
export function specCallsMatching(
  calls: readonly SpecCall[],
  codePath: string,
): { call: SpecCall; match: PathMatch }[] {
  return calls.flatMap((call) => {
    const match = matchPath(readSpecPath(call.path), codePath);
    return match ? [{ call, match }] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a request's path is an instance of an operation's path (`{name}` one non-empty segment part). */
function instanceOf(operationPath: string, requestPath: string): boolean {
  const pattern = operationPath
    .split(/\{[^/{}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return new RegExp(`^${pattern}$`).test(requestPath);
}

/** How fixed an operation's path is, segment by segment: a router prefers a fixed segment to a parameter. */
const fixedness = (operationPath: string): number[] =>
  operationPath.split('/').map((segment) => (segment.includes('{') ? 0 : 1));

const moreFixed = (a: number[], b: number[]): boolean => {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    if (a[index] !== b[index]) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return false;
};

/**
 * The operation a request the browser made is (`GET /hpms/product/{id}`), among all the API's
 * operations, as store-api's router picks it: `/hpms/product/search` is the search, not a product id.
 * The API prefix in front of the path is dropped first (`/api/api/logs` is `POST /api/logs`).
 */
export function operationOfRequest(
  operations: Iterable<string>,
  method: string,
  path: string,
  apiPrefix = '/api',
): string | null {
  const bare = path.startsWith(`${apiPrefix}/`) ? path.slice(apiPrefix.length) : path;
  let best: { name: string; rank: number[] } | null = null;
  for (const name of operations) {
    const call = parseSpecCall(name);
    if (call.method !== method.toUpperCase() || !instanceOf(call.path, bare)) continue;
    const rank = fixedness(call.path);
    if (!best || moreFixed(rank, best.rank)) best = { name, rank };
  }
  return best?.name ?? null;
}
