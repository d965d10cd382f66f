import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { success } from '../http/envelope';
import { listOutbox } from '../messages/outbox';
import type { Providers } from '../providers/providers';
import { envelopeWith } from '../http/responseSchemas';
import { listSellOffers } from '../sell/sellOffers';
import { sellOfferListSchema } from '../sell/sellRoutes';
import { registerIdentitySandbox } from './identitySandbox';
import { registerOauthSandbox } from './oauthSandbox';
import { registerPaymentSandbox } from './paymentSandbox';
import { registerSiteServiceSandboxes } from './siteServiceSandboxes';
import { registerStorageSandbox } from './storageSandbox';

export interface SandboxOptions {
  providers: Providers;
  shopOrigins: readonly string[];
  /** Sends a request to this store-api, as a provider's servers would (the payment callback). */
  deliver: (request: InjectOptions) => Promise<LightMyRequestResponse>;
}

/**
 * The sandboxes that stand in for the outside world (ARCHITECTURE "store-api"), mounted only with
 * STORE_SANDBOXES=on: each provider's stand-in while it is the provider store-api uses, the stand-ins of
 * the services the pages call in the browser (chat, tag manager, captcha, cart tracking, the tracker:
 * configured by the shop's runtime config, not by store-api), and the readers testers need (the
 * messages the store sent, the sell-online offers it received, what the browser services received).
 */
export function registerSandboxRoutes(app: FastifyInstance, db: Database, options: SandboxOptions): void {
  const { providers } = options;
  // Latest emails and text messages "sent" by the store, newest first: where testers read auth codes.
  // Only the channels the sandbox stands in for: a message a provider delivers is never shown here.
  app.get('/sandbox/outbox', async () => success(await listOutbox(db, providers.sandboxChannels)));
  // Latest sell-online offers, newest first, with the sellers' contact details.
  app.get('/sandbox/sell', { schema: { response: envelopeWith(sellOfferListSchema) } }, async () =>
    success(await listSellOffers(db)),
  );
  registerSiteServiceSandboxes(app);
  if (providers.sandboxed.has('payment') && providers.paymentCallbackSecret) {
    registerPaymentSandbox(app, db, {
      callbackSecret: providers.paymentCallbackSecret,
      deliver: options.deliver,
      shopOrigins: options.shopOrigins,
    });
  }
  if (providers.sandboxed.has('identity')) registerIdentitySandbox(app, db);
  if (providers.sandboxed.has('oauth')) registerOauthSandbox(app, db, options.shopOrigins);
  if (providers.sandboxed.has('storage')) registerStorageSandbox(app, db);
}
