import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { localeOf } from '../http/locale';
import { buildProductIndex } from './productIndex';
import { listProductSummaries } from './productQueries';

export function registerProductRoutes(app: FastifyInstance, db: Database): void {
  // Home page listing (spec: GET /hpms/product/index/v2).
  app.get('/hpms/product/index/v2', async (request) => {
    return success(buildProductIndex(listProductSummaries(db, localeOf(request))));
  });
}
