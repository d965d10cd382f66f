import { apiRequest } from './client';
import type { HomeIndex } from './types';

export const products = {
  /** Home sections (spec 7: /hpms/product/index/v2). */
  indexV2: () => apiRequest<HomeIndex>({ path: '/hpms/product/index/v2' }),
};
