import type { FastifySchemaValidationError } from 'fastify';

// Ajv reports the first failing rule only (allErrors is off), so one clear sentence per failure is enough.

/** "/email" -> "email", "/items/0/name" -> "items[0].name"; the whole part ("body") when the root failed. */
function fieldName(error: FastifySchemaValidationError, part: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (segments.length === 0) return part;
  return segments
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : (index ? '.' : '') + segment))
    .join('');
}

const typeNames: Record<string, string | undefined> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** "integer" -> "a whole number": how a JSON type reads in a message. */
export function describeJsonType(type: string): string {
  return typeNames[type] ?? type;
}

/** Turns an Ajv error into an English sentence a shopper or front-end developer can act on. */
export function describeValidationError(error: FastifySchemaValidationError, part: string): string {
  const field = fieldName(error, part);
  const params = error.params;
  switch (error.keyword) {
    case 'required': {
      const parent = error.instancePath ? `${field}.` : '';
      return `${parent}${String(params.missingProperty)} is required`;
    }
    case 'type': {
      if (field === 'body') return 'Request body must be a JSON object';
      return `${field} must be ${describeJsonType(String(params.type))}`;
    }
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} must be a valid ${String(params.format)}`;
    case 'minLength':
      return params.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'pattern':
      return `${field} has an invalid format`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not allowed`;
    default:
      return `${field} is invalid${error.message ? `: ${error.message}` : ''}`;
  }
}
