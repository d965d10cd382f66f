import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { notFound } from '../http/httpError';
import { localeOf } from '../http/locale';
import { memberIdOf } from '../http/requireMember';
import { findMemberOrder, type Order } from './orderQueries';

/**
 * The logged-in member's order named in the path (sn or id). Someone else's order answers the same 404 as
 * a missing one, so order numbers of other members cannot be probed.
 */
export async function ownOrder(db: Database, request: FastifyRequest, reference: string): Promise<Order> {
  const order = await findMemberOrder(db, memberIdOf(request), reference, localeOf(request));
  if (!order) throw notFound('Order not found.');
  return order;
}
