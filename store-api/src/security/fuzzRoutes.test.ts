// Property-based fuzzing of every route's input (fast-check): bodies, queries and path parameters
// generated from each route's own JSON schema, mutated, or hostile. Whatever arrives: never a 5xx, a JSON
// answer is a well-formed envelope, and nothing the demo and verify members own changes (the caller is
// another member, an anonymous client or a forged token).
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../db/seed/demoMember';
import { memberChecksum, memberIdByEmail } from '../testing/memberChecksum';
import {
  anyJson,
  EXTREME_NUMBER_STRINGS,
  EXTREME_NUMBERS,
  hostileString,
  mutatedFor,
  validFor,
  type JsonSchema,
} from '../testing/schemaArbitrary';
import { loginAs, makeTempDir, removeTempDir } from '../testing/testStore';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './authRateLimits';

/** Requests per route; FUZZ_RUNS raises it for a longer hunt. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);
/** A guard for jest, not a speed requirement: a few thousand requests, some hashing passwords. */
const FUZZ_TEST_TIMEOUT_MS = 10 * 60 * 1000;
/** Seeding and two password sign-ins on a busy machine. */
const SETUP_TIMEOUT_MS = 60_000;
/** Seed of the valid requests the extreme numbers are put into. */
const EDGE_SEED = 20261124;
/** Routes whose answers are not envelopes (scripts, pictures, pages, raw JSON documents). */
const NOT_ENVELOPES =
  /^\/(docs|media|builds|sandbox\/(pay\/sdk|pay\/checkout|identity\/widget|storage|oauth|chat\/widget|tag-manager\/gtm|captcha\/captcha))/;

interface FuzzRoute {
  method: string;
  url: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
}

// The fuzz should reach the handlers rather than the limiters, so the limits are lifted here
// (security/authRateLimits.test.ts and couponRateLimits.test.ts prove them).
const UNLIMITED = { max: 1_000_000, windowMs: 60_000 };
const NO_LIMITS = Object.fromEntries(
  Object.keys(DEFAULT_AUTH_RATE_LIMITS).map((key) => [key, UNLIMITED]),
) as unknown as AuthRateLimits;

let dir: string;
let db: Database;
let app: ReturnType<typeof buildApp>;
const routes: FuzzRoute[] = [];
let tokens: Record<'other' | 'none' | 'forged', string | null>;
let victims: number[];
const counts = { routes: 0, requests: 0, byStatus: {} as Record<string, number> };
const edgeCounts = { fields: 0, requests: 0, byStatus: {} as Record<string, number> };

beforeAll(async () => {
  dir = makeTempDir();
  db = await openDatabase(path.join(dir, 'store.db'));
  app = buildApp(db, {
    sandboxes: true,
    authRateLimits: NO_LIMITS,
    couponRateLimits: { codeFailuresPerMember: UNLIMITED, codeFailuresPerClient: UNLIMITED },
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, JsonSchema | undefined>;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        ...(schema.body ? { body: schema.body } : {}),
        ...(schema.querystring ? { querystring: schema.querystring } : {}),
        ...(schema.params ? { params: schema.params } : {}),
      });
    }
  });
  await app.ready();
  tokens = {
    other: await loginAs(app, 'other@topup.test', 'Other1234!'),
    none: null,
    forged: 'f'.repeat(64),
  };
  await loginAs(app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
  victims = [await memberIdByEmail(db, DEMO_MEMBER_EMAIL), await memberIdByEmail(db, 'verify@topup.test')];
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDir(dir);
  // The counts the release note quotes (routes fuzzed, requests sent).
  process.stdout.write(
    `fuzz: ${counts.routes} routes, ${counts.requests} requests, statuses ${JSON.stringify(counts.byStatus)}\n` +
      `fuzz edges: ${edgeCounts.fields} numeric fields, ${edgeCounts.requests} requests, ` +
      `statuses ${JSON.stringify(edgeCounts.byStatus)}\n`,
  );
});

/** Percent-encodes; a lone surrogate (which encodeURIComponent refuses) becomes invalid UTF-8 bytes. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path parameter: a schema-valid value, a known id, or something hostile, percent-encoded. */
const paramValue = (schema: JsonSchema | undefined) =>
  fc
    .oneof(
      validFor(schema).map(String),
      fc.constantFrom('TU202611200001', 'TU202611210006', '1001', '1', 'P1001', 'mlbb', '0'),
      hostileString,
    )
    .filter((value) => value.length > 0)
    .map(encodeSegment);

function pathFor(route: FuzzRoute): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const wildcard = route.url.endsWith('*');
  const values = names.map((name) => paramValue(route.params?.properties?.[name]));
  return fc
    .tuple(fc.tuple(...values), wildcard ? hostileString.map(encodeSegment) : fc.constant(''))
    .map(([parts, rest]) => {
      let index = 0;
      const filled = route.url.replace(/:(\w+)/g, () => parts[index++] ?? 'x');
      return wildcard ? filled.replace(/\*$/, rest || 'x') : filled;
    });
}

function queryFor(route: FuzzRoute): fc.Arbitrary<string> {
  const shape = fc.oneof(validFor(route.querystring), mutatedFor(route.querystring), anyJson);
  return shape.map((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) {
      for (const one of Array.isArray(item) ? item : [item])
        search.append(key, typeof one === 'string' ? one : JSON.stringify(one));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

type Body = { payload?: string; contentType?: string };

function bodyFor(route: FuzzRoute): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({});
  const json = fc.oneof(validFor(route.body), mutatedFor(route.body), anyJson).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  const raw = fc.record({
    payload: fc.oneof(hostileString, fc.constantFrom('{', '{"a":', '[1,2', '\u0000', 'null')),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'image/png',
    ),
  });
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const headersArb = fc.record(
  {
    'h-currency': fc.constantFrom('TWD', 'USD', 'XXX', '<script>', ''),
    'accept-language': fc.constantFrom('en', 'zh-TW', 'zh', '*', '\u0000'),
    'd-selective-country': fc.constantFrom('US', 'TW', 'KP', 'zz'),
  },
  { requiredKeys: [] },
);

const checksums = () => Promise.all(victims.map((id) => memberChecksum(db, id)));

describe('fuzzing every route', () => {
  it('found the routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(90);
  });

  it(
    'never answers 5xx, answers well-formed envelopes and changes no other member’s data',
    async () => {
      for (const route of routes) {
        counts.routes += 1;
        const request = fc.record({
          path: pathFor(route),
          query: queryFor(route),
          body: bodyFor(route),
          who: fc.constantFrom<keyof typeof tokens>('other', 'none', 'forged'),
          headers: headersArb,
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ path: urlPath, query, body, who, headers }) => {
            const before = await checksums();
            const token = tokens[who];
            const response = await app.inject({
              method: route.method as 'GET',
              url: `${urlPath}${query}`,
              headers: {
                ...headers,
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
              },
              ...(body.payload === undefined ? {} : { payload: body.payload }),
            });
            counts.requests += 1;
            const bucket = `${Math.floor(response.statusCode / 100)}xx`;
            counts.byStatus[bucket] = (counts.byStatus[bucket] ?? 0) + 1;
            if (response.statusCode >= 500)
              throw new Error(`${route.method} ${urlPath}${query} → ${response.statusCode} ${response.body}`);
            const isJson = (response.headers['content-type'] ?? '').toString().startsWith('application/json');
            if (isJson && !NOT_ENVELOPES.test(urlPath)) {
              const envelope = JSON.parse(response.body) as { code?: unknown; message?: unknown };
              expect(envelope.code).toBe(response.statusCode);
              expect(typeof envelope.message).toBe('string');
            }
            expect(await checksums()).toEqual(before);
          }),
          { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: true },
        );
      }
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});

// Every numeric field of every route (query, path, body), pushed past its edges one at a time while the
// rest of the request is valid, so each value reaches the handler whenever the schema lets it through.
describe('extreme numbers in every numeric field', () => {
  const sampleOf = (schema: JsonSchema | undefined): Record<string, unknown> => {
    const [value] = fc.sample(validFor(schema), { numRuns: 1, seed: EDGE_SEED });
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  };
  const numericFields = (schema: JsonSchema | undefined): string[] =>
    Object.entries(schema?.properties ?? {})
      .filter(([, field]) => {
        const types = Array.isArray(field.type) ? field.type : [field.type];
        return types.includes('integer') || types.includes('number');
      })
      .map(([name]) => name);
  const fill = (url: string, params: Record<string, unknown>): string =>
    url
      .replace(/:(\w+)/g, (_match, name: string) => encodeSegment(String(params[name] ?? '1')))
      .replace(/\*$/, 'x');
  const search = (query: Record<string, unknown>): string => {
    const text = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]),
    ).toString();
    return text ? `?${text}` : '';
  };

  it(
    'never answers 5xx for 1e18, 1e300, -1, 0, NaN, huge or malformed numbers',
    async () => {
      // A fresh session: the random fuzz above may have signed this member out.
      const token = await loginAs(app, 'other@topup.test', 'Other1234!');
      const send = async (method: string, url: string, payload?: string): Promise<void> => {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        edgeCounts.requests += 1;
        const bucket = `${Math.floor(response.statusCode / 100)}xx`;
        edgeCounts.byStatus[bucket] = (edgeCounts.byStatus[bucket] ?? 0) + 1;
        if (response.statusCode >= 500)
          throw new Error(`${method} ${url} ${payload ?? ''} → ${response.statusCode} ${response.body}`);
      };
      for (const route of routes) {
        const params = sampleOf(route.params);
        const query = sampleOf(route.querystring);
        const body = route.method === 'GET' ? undefined : sampleOf(route.body);
        const bodyText = body === undefined ? undefined : JSON.stringify(body);
        for (const name of numericFields(route.querystring)) {
          edgeCounts.fields += 1;
          for (const value of EXTREME_NUMBER_STRINGS)
            await send(
              route.method,
              `${fill(route.url, params)}${search({ ...query, [name]: value })}`,
              bodyText,
            );
        }
        for (const name of numericFields(route.params)) {
          edgeCounts.fields += 1;
          for (const value of EXTREME_NUMBER_STRINGS)
            await send(
              route.method,
              `${fill(route.url, { ...params, [name]: value })}${search(query)}`,
              bodyText,
            );
        }
        if (body === undefined) continue;
        for (const name of numericFields(route.body)) {
          edgeCounts.fields += 1;
          const url = `${fill(route.url, params)}${search(query)}`;
          for (const value of EXTREME_NUMBERS)
            await send(route.method, url, JSON.stringify({ ...body, [name]: value }));
          // Number tokens JSON allows but a double cannot hold, and text where a number belongs.
          for (const raw of ['1e400', '-1e400', '9'.repeat(400)])
            await send(
              route.method,
              url,
              JSON.stringify({ ...body, [name]: 0 }).replace(`"${name}":0`, `"${name}":${raw}`),
            );
          for (const value of ['NaN', '1e18', ' 1'])
            await send(route.method, url, JSON.stringify({ ...body, [name]: value }));
        }
      }
      expect(edgeCounts.fields).toBeGreaterThan(10);
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
