import type { RouteParams } from './routeTypes';

/** The error pages the shell has (/error/400, /error/404, /error/500, /error/notsupported). */
export const ERROR_STATUSES = ['400', '404', '500', 'notsupported'] as const;
export const isErrorStatus = (params: RouteParams): boolean =>
  (ERROR_STATUSES as readonly string[]).includes(params.status ?? '');
