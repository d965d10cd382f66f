import type { FastifyInstance } from 'fastify';
import { fieldError } from './httpError';
import { describeJsonType } from './validationMessage';

interface PropertySchema {
  type?: unknown;
}

/**
 * Fastify's Ajv coerces types everywhere, which suits query strings ("2" -> 2) but would quietly turn a JSON
 * body's `{"password": 123}` or `null` into a string. This hook runs before validation and refuses a body
 * property whose JSON type differs from the one its schema declares, so a wrong type is reported as such.
 */
export function rejectWrongBodyTypes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body as
      { properties?: Record<string, PropertySchema> } | undefined;
    const body = request.body;
    if (!schema?.properties || typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const [name, property] of Object.entries(schema.properties)) {
      const value = (body as Record<string, unknown>)[name];
      if (value === undefined || typeof property.type !== 'string') continue;
      if (!matchesJsonType(value, property.type)) {
        throw fieldError(name, 'invalid', `${name} must be ${describeJsonType(property.type)}`);
      }
    }
  });
}

function matchesJsonType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}
