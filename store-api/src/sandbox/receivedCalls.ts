// What the browser-side services' stand-ins received (cart tracking, the tracker's logs and metrics, the
// chat, the tag manager, the captcha), kept in memory for testers: GET /sandbox/received lists it, as
// GET /sandbox/outbox lists the messages. The calls hold shoppers' e-mails, customer ids and order
// numbers, so each is kept for the browser that made it (its visitor id) and listed to that browser only.
// A stand-in keeps no one's data for long: a bounded list per service, gone when the process stops.

export const RECEIVING_SERVICES = [
  'cart-tracking',
  'tracker-logs',
  'tracker-metrics',
  'chat',
  'tag-manager',
  'captcha',
] as const;
export type ReceivingService = (typeof RECEIVING_SERVICES)[number];

/** Calls kept per service; the oldest goes first. */
export const RECEIVED_KEPT_PER_SERVICE = 200;
/** GET /sandbox/received answers at most this many, newest first. */
export const RECEIVED_LIST_SIZE = 100;

export interface ReceivedCall {
  id: number;
  service: ReceivingService;
  receivedAt: string;
  body: unknown;
}

interface KeptCall {
  visitor: string;
  call: ReceivedCall;
}

export interface ReceivedCalls {
  /** Keeps the call for the visitor who made it; a call of no visitor is not kept (no one could read it). */
  record(service: ReceivingService, visitor: string | undefined, body: unknown, now?: Date): ReceivedCall;
  /**
   * The visitor's own calls, newest first; only those whose body mentions `containing` when given. No
   * visitor, no calls.
   */
  list(service: ReceivingService, visitor: string | undefined, containing?: string): ReceivedCall[];
}

export function receivedCalls(keptPerService = RECEIVED_KEPT_PER_SERVICE): ReceivedCalls {
  const kept = new Map<ReceivingService, KeptCall[]>();
  let nextId = 1;
  return {
    record(service, visitor, body, now = new Date()) {
      const call: ReceivedCall = { id: nextId, service, receivedAt: now.toISOString(), body };
      nextId += 1;
      if (!visitor) return call;
      const calls = kept.get(service) ?? [];
      calls.push({ visitor, call });
      if (calls.length > keptPerService) calls.splice(0, calls.length - keptPerService);
      kept.set(service, calls);
      return call;
    },
    list(service, visitor, containing) {
      if (!visitor) return [];
      const calls = (kept.get(service) ?? [])
        .filter((entry) => entry.visitor === visitor)
        .map((entry) => entry.call);
      const matching = containing
        ? calls.filter((call) => JSON.stringify(call.body).includes(containing))
        : calls;
      return matching.slice(-RECEIVED_LIST_SIZE).reverse();
    },
  };
}
