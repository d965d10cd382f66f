// What the browser-side services' stand-ins received (cart tracking, the tracker's logs and metrics, the
// chat, the tag manager, the captcha), kept in memory for testers: GET /sandbox/received lists it, as
// GET /sandbox/outbox lists the messages. A stand-in keeps no one's data for long: a bounded list per
// service, gone when the process stops.

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

export interface ReceivedCalls {
  record(service: ReceivingService, body: unknown, now?: Date): ReceivedCall;
  /** Newest first; only those whose body mentions `containing` (a visitor's uid, say) when given. */
  list(service: ReceivingService, containing?: string): ReceivedCall[];
}

export function receivedCalls(keptPerService = RECEIVED_KEPT_PER_SERVICE): ReceivedCalls {
  const kept = new Map<ReceivingService, ReceivedCall[]>();
  let nextId = 1;
  return {
    record(service, body, now = new Date()) {
      const call: ReceivedCall = { id: nextId, service, receivedAt: now.toISOString(), body };
      nextId += 1;
      const calls = kept.get(service) ?? [];
      calls.push(call);
      if (calls.length > keptPerService) calls.splice(0, calls.length - keptPerService);
      kept.set(service, calls);
      return call;
    },
    list(service, containing) {
      const calls = kept.get(service) ?? [];
      const matching = containing
        ? calls.filter((call) => JSON.stringify(call.body).includes(containing))
        : calls;
      return matching.slice(-RECEIVED_LIST_SIZE).reverse();
    },
  };
}
