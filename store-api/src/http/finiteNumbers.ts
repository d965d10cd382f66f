import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './httpError';
import { describeJsonType } from './validationMessage';

// Ajv coerces query and path text to numbers, but a text too large for a double ("1e400", 400 nines)
// becomes Infinity, which then skips the schema's type, minimum and maximum checks and reaches SQLite.
// So before validation, text that would coerce to a non-finite number is refused in the schema's words.

interface NumberField {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
}

interface ObjectSchema {
  properties?: Record<string, NumberField>;
}

const isNumeric = (field: NumberField): boolean => {
  const types = Array.isArray(field.type) ? field.type : [field.type];
  return types.includes('integer') || types.includes('number');
};

/** The value Ajv would coerce the text to (it compares `text == +text`). */
const coercesToNonFinite = (text: string): boolean => {
  const value = Number(text);
  return text.trim() !== '' && !Number.isNaN(value) && !Number.isFinite(value);
};

function message(name: string, field: NumberField, text: string): string {
  const negative = Number(text) < 0;
  if (!negative && field.maximum !== undefined) return `${name} must be at most ${String(field.maximum)}`;
  if (negative && field.minimum !== undefined) return `${name} must be at least ${String(field.minimum)}`;
  const type = Array.isArray(field.type) ? (field.type[0] ?? 'number') : (field.type ?? 'number');
  return `${name} must be ${describeJsonType(type)}`;
}

function check(values: unknown, schema: ObjectSchema | undefined): void {
  if (!schema?.properties || typeof values !== 'object' || values === null) return;
  for (const [name, field] of Object.entries(schema.properties)) {
    if (!isNumeric(field)) continue;
    const raw: unknown = (values as Record<string, unknown>)[name];
    for (const text of Array.isArray(raw) ? raw : [raw]) {
      if (typeof text === 'string' && coercesToNonFinite(text)) throw badRequest(message(name, field, text));
    }
  }
}

/** Refuses query and path numbers that only a non-finite double could hold. */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema as
      { querystring?: ObjectSchema; params?: ObjectSchema } | undefined;
    if (!schema) return;
    check(request.query, schema.querystring);
    check(request.params, schema.params);
  });
}
