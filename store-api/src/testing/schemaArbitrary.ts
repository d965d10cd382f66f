// fast-check arbitraries for the fuzz test: values that follow a route's JSON schema, values that break
// it on purpose, and hostile strings (not itself a test: jest only runs *.test.ts).
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};

/** Strings attackers send: injections, traversal, control characters, huge and odd Unicode. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2F..%2Fstore.db',
  '\u0000',
  '\u202e\u0000\ud800',
  '%00',
  '%',
  '__proto__',
  'constructor',
  '{"__proto__":{"admin":true}}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'TU202611200001',
  'TU202611190002',
  '1001',
  'P1001',
  'x'.repeat(5000),
  '🎮'.repeat(300),
  'demo@topup.test',
  'javascript:alert(1)',
  'https://evil.example/',
];

/** Numbers at and past every edge: beyond SQLite's 64-bit integers, beyond a safe integer, signs, zero. */
export const EXTREME_NUMBERS = [1e18, 1e300, -1e300, -1, 0, 1.5, 2 ** 53 + 2, -(2 ** 63), 2 ** 63, 2 ** 31];

/** The same edges as text (queries and paths are text), plus what no number parser should accept. */
export const EXTREME_NUMBER_STRINGS = [
  ...EXTREME_NUMBERS.map(String),
  '1e18',
  '1e300',
  '1e400',
  '-1e400',
  '9'.repeat(400),
  '-' + '9'.repeat(400),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x10',
  ' 1',
  '1 ',
  '1,000',
  '１２',
  '1'.repeat(5000),
];

export const extremeNumber = fc.constantFrom(...EXTREME_NUMBERS);
export const extremeNumberString = fc.constantFrom(...EXTREME_NUMBER_STRINGS);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: extremeNumberString },
);

/** Any JSON value, including the hostile strings and deep or wide shapes. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    extremeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email')
    return fc.oneof(
      fc.emailAddress(),
      fc.constantFrom('demo@topup.test', 'other@topup.test', 'verify@topup.test'),
    );
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
}

/** A value meant to pass the schema (pattern, enum, bounds), so the fuzz reaches the handlers. */
export function validFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map(validFor));
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFor(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case 'object':
      return objectFor(schema, validFor);
    default:
      return anyJson;
  }
}

/** Like validFor, but each field may instead be hostile, missing, or of the wrong type. */
export function mutatedFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return anyJson;
  const [type] = typesOf(schema);
  const self = type === 'object' ? objectFor(schema, mutatedFor) : validFor(schema);
  // A numeric field is pushed past its edges as often as it is given junk of another kind.
  const edges =
    type === 'integer' || type === 'number' ? fc.oneof(extremeNumber, extremeNumberString) : anyJson;
  return fc.oneof(
    { weight: 3, arbitrary: self },
    { weight: 1, arbitrary: edges },
    { weight: 1, arbitrary: anyJson },
  );
}

function objectFor(
  schema: JsonSchema,
  field: (schema: JsonSchema | undefined) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, child]) => {
    const value = field(child);
    // Optional fields come and go; required ones are there most of the time.
    const present = required.has(name) ? fc.nat(9).map((roll) => roll !== 0) : fc.boolean();
    return fc.tuple(fc.constant(name), value, present);
  });
  const extras = fc.dictionary(hostileString, anyJson, { maxKeys: 2 });
  return fc.tuple(fc.tuple(...entries), extras).map(([fields, extra]) => {
    const out: Record<string, unknown> = { ...extra };
    for (const [name, value, present] of fields) if (present) out[name] = value;
    return out;
  });
}
