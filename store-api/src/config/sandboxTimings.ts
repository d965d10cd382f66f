// How long the sandboxes take (STORE_SANDBOXES=on): the publisher's delivery and a pending payment.

export interface SandboxTimings {
  /** STORE_DELIVERY_SECONDS: a ready order is answered by the sandbox publisher after this long. */
  deliverySeconds: number;
  /** STORE_PAYMENT_PENDING_SECONDS: a payment left pending is settled by the sandbox after this long. */
  paymentPendingSeconds: number;
}

/** One minute: well within every product's promise (5 minutes for games, 30 for live streaming). */
export const DEFAULT_DELIVERY_SECONDS = 60;
export const DEFAULT_PAYMENT_PENDING_SECONDS = 20;
/** A day: longer is a mistake in the variable, not a demo. */
const MAX_SECONDS = 86_400;

export const DEFAULT_SANDBOX_TIMINGS: SandboxTimings = {
  deliverySeconds: DEFAULT_DELIVERY_SECONDS,
  paymentPendingSeconds: DEFAULT_PAYMENT_PENDING_SECONDS,
};

function seconds(name: string, raw: string | undefined, fallback: number): number {
  const text = raw?.trim() ?? '';
  if (text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > MAX_SECONDS) {
    throw new Error(
      `${name} must be a whole number of seconds from 0 to ${String(MAX_SECONDS)}, got "${text}".`,
    );
  }
  return value;
}

/** Reads STORE_DELIVERY_SECONDS and STORE_PAYMENT_PENDING_SECONDS; throws on anything but whole seconds. */
export function readSandboxTimings(env: NodeJS.ProcessEnv): SandboxTimings {
  return {
    deliverySeconds: seconds('STORE_DELIVERY_SECONDS', env.STORE_DELIVERY_SECONDS, DEFAULT_DELIVERY_SECONDS),
    paymentPendingSeconds: seconds(
      'STORE_PAYMENT_PENDING_SECONDS',
      env.STORE_PAYMENT_PENDING_SECONDS,
      DEFAULT_PAYMENT_PENDING_SECONDS,
    ),
  };
}
