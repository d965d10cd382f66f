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

/**
 * The highest page number any list accepts. With page sizes of at most 100 the offset stays far inside
 * SQLite's integer range, and nobody pages a list that far.
 */
export const MAX_PAGE_NUM = 100_000;

/** A page of a list: pageNum 1 to MAX_PAGE_NUM, pageSize 1 to the list's own maximum. */
export const pageQueryProperties = (maxPageSize: number, defaultPageSize: number) =>
  ({
    pageNum: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUM, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: defaultPageSize },
  }) as const;

export interface PageQuery {
  pageNum: number;
  pageSize: number;
}
