// The e-mail and SMS sender seam. The sandbox sender is the outbox itself (messages/outbox.ts);
// httpMessageSender reaches a provider with a JSON API.
import type { HttpServiceSettings } from '../providers/providerSettings';
import { callProvider } from '../providers/providerCall';
import type { OutboxMessage } from './outbox';

export interface MessageSender {
  /** Resolves once the provider took the message; rejects with what went wrong. */
  send(message: OutboxMessage): Promise<void>;
}

/** `POST <url>` with `Authorization: Bearer <key>` and `{ to, subject, text }`; any 2xx is taken. */
export function httpMessageSender(settings: HttpServiceSettings, service: string): MessageSender {
  return {
    async send(message) {
      const answer = await callProvider(service, settings.url, {
        apiKey: settings.apiKey,
        json: { to: message.recipient, subject: message.subject, text: message.body },
      });
      if (answer.status >= 300) throw new Error(`The ${service} answered ${String(answer.status)}.`);
    },
  };
}
