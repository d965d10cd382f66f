import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { registerIdentitySandbox } from './identitySandbox';
import { listOutbox } from './outbox';
import { registerPaymentSandbox } from './paymentSandbox';
import { registerStorageSandbox } from './storageSandbox';

/** The sandboxes that stand in for the outside world (spec 7 "Other", ARCHITECTURE "store-api"). */
export function registerSandboxRoutes(app: FastifyInstance, db: Database): void {
  // Latest emails and text messages "sent" by the store, newest first: where testers read auth codes.
  app.get('/sandbox/outbox', async () => success(listOutbox(db)));
  registerPaymentSandbox(app, db);
  registerIdentitySandbox(app, db);
  registerStorageSandbox(app, db);
}
