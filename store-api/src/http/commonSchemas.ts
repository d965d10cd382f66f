// Schema pieces shared by many routes, so every route validates ids and pages the same way.

/** A numeric id in the path (`/{id}`). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export interface IdParams {
  id: number;
}

/** An order's sn or numeric id in the path: the order pages pass either. */
export const orderReferenceParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export const snParams = {
  type: 'object',
  required: ['sn'],
  properties: { sn: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export interface SnParams {
  sn: string;
}

/** The envelope every JSON answer shares, for the OpenAPI document. */
export const envelopeResponse = (description: string) =>
  ({
    description,
    type: 'object',
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
  }) as const;
