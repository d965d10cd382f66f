// The outside services of one store-api: for each, the configured provider, else the sandbox's when
// sandboxes are on, else none (its calls answer 503). The sandbox is one adapter among others.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { httpIdentityProvider, type IdentityProvider } from '../identity/identityProvider';
import { httpMessageSender } from '../messages/messageSender';
import type { MessageChannel } from '../messages/outbox';
import type { MessageSenders } from '../messages/outboxDelivery';
import { httpOauthProvider, type OauthProvider } from '../oauth/oauthProvider';
import { httpPaymentProvider, type PaymentProvider } from '../payments/paymentProvider';
import { sandboxIdentityProvider } from '../sandbox/identitySandbox';
import { sandboxOauthProvider } from '../sandbox/oauthSandbox';
import { sandboxPaymentProvider } from '../sandbox/paymentSandbox';
import { sandboxStorage } from '../sandbox/storageSandbox';
import type { ObjectStorage } from '../uploads/objectStorage';
import { s3Storage } from '../uploads/s3Storage';
import type { ProviderSettings } from './providerSettings';

export type SandboxedService = 'payment' | 'identity' | 'oauth' | 'storage';

export interface Providers {
  /**
   * The services the sandbox stands in for: only their sandbox routes are mounted (a payment sandbox
   * beside a real provider would sign callbacks for real sessions with the real secret).
   */
  sandboxed: ReadonlySet<SandboxedService>;
  payment: PaymentProvider | null;
  /** The secret payment callbacks are signed with; null refuses them all. */
  paymentCallbackSecret: string | null;
  identity: IdentityProvider | null;
  oauth: OauthProvider | null;
  storage: ObjectStorage | null;
  /**
   * Who delivers the outbox, per channel. null with sandboxes on: the outbox is the sandbox sender;
   * with sandboxes off: that channel has no sender, its messages wait undelivered.
   */
  senders: MessageSenders | null;
  /**
   * The channels whose messages the sandbox outbox keeps for testers to read (sandboxes on, no provider
   * configured). A channel with a provider is never one: its messages go to real people.
   */
  sandboxChannels: ReadonlySet<MessageChannel>;
}

export function createProviders(
  db: Database,
  sandboxes: boolean,
  settings: ProviderSettings = {},
): Providers {
  const sandboxed = new Set<SandboxedService>();
  const pick = <T>(configured: T | undefined, sandbox: () => T, service?: SandboxedService): T | null => {
    if (configured !== undefined) return configured;
    if (!sandboxes) return null;
    if (service) sandboxed.add(service);
    return sandbox();
  };
  const mail = settings.mail ? httpMessageSender(settings.mail, 'e-mail provider') : null;
  const sms = settings.sms ? httpMessageSender(settings.sms, 'SMS provider') : null;
  const sandboxChannels = new Set<MessageChannel>();
  if (sandboxes && !mail) sandboxChannels.add('email');
  if (sandboxes && !sms) sandboxChannels.add('sms');
  return {
    payment: pick(
      settings.payment && httpPaymentProvider(settings.payment),
      () => sandboxPaymentProvider,
      'payment',
    ),
    // The sandbox signs its callbacks with a secret of this process when none is given.
    paymentCallbackSecret: pick(settings.paymentCallbackSecret, () => randomBytes(32).toString('hex')),
    identity: pick(
      settings.identity && httpIdentityProvider(settings.identity),
      () => sandboxIdentityProvider(db),
      'identity',
    ),
    oauth: pick(settings.oauth && httpOauthProvider(settings.oauth), () => sandboxOauthProvider(db), 'oauth'),
    storage: pick(settings.storage && s3Storage(settings.storage), () => sandboxStorage(db), 'storage'),
    senders: mail || sms || !sandboxes ? { email: mail, sms } : null,
    sandboxChannels,
    sandboxed,
  };
}

/** What a store without sandboxes cannot do for lack of configuration, said once at start. */
export function missingProviders(providers: Providers): string[] {
  const missing: string[] = [];
  if (!providers.payment)
    missing.push('payments (PAYMENT_API_URL, PAYMENT_API_KEY, PAYMENT_CALLBACK_SECRET)');
  if (!providers.identity) missing.push('identity checks (IDENTITY_API_URL, IDENTITY_API_KEY)');
  if (!providers.oauth) missing.push('third-party sign-in (OAUTH_*)');
  if (!providers.storage) missing.push('picture uploads (STORAGE_*)');
  if (providers.senders && !providers.senders.email) missing.push('e-mail (MAIL_API_URL, MAIL_API_KEY)');
  if (providers.senders && !providers.senders.sms) missing.push('text messages (SMS_API_URL, SMS_API_KEY)');
  return missing;
}
