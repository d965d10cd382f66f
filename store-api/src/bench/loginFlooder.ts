// Child process of bench/loginFlood.ts, until the given time is up, in one of two ways:
// - `botnet`: floods one account's sign-in from FLOOD_CONNECTIONS connections, every request from a new
//   client address (so the per-client limit never applies);
// - `one-client`: one client address sends all its permitted wrong sign-ins (LOGIN_FAILURES_PER_CLIENT)
//   at once, each naming another account, and when they are answered the next address does the same.
// Prints the status counts as one JSON line. Run at a lower CPU priority by its parent: on a shared
// 2-core machine the attacker's CPU must not be the store's, or the benchmark measures the load
// generator rather than the store.
import { performance } from 'node:perf_hooks';
import { LOGIN_FAILURES_PER_CLIENT } from '../security/authRateLimits';

const [url, mode, email, password, connectionsText, durationText] = process.argv.slice(2);
if (!url || (mode !== 'botnet' && mode !== 'one-client') || !email || !password)
  throw new Error('usage: loginFlooder.ts <url> botnet|one-client <email> <password> <connections> <ms>');
const connections = Number(connectionsText);
const until = performance.now() + Number(durationText);

let nextAddress = 0;
/** A new address each call; `first` keeps each kind of flood on addresses of its own. */
const botAddress = (first = 10): string => {
  nextAddress += 1;
  return `${String(first)}.${String((nextAddress >> 16) & 255)}.${String((nextAddress >> 8) & 255)}.${String(nextAddress & 255)}`;
};

const statuses: Record<string, number> = {};

async function signIn(address: string, body: string): Promise<void> {
  const status = await fetch(`${url}/sso/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body,
  }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );
  statuses[status] = (statuses[status] ?? 0) + 1;
}

async function botnet(): Promise<void> {
  const body = JSON.stringify({ email, password });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await signIn(botAddress(), body);
    }),
  );
}

async function oneClient(): Promise<void> {
  for (let round = 0; performance.now() < until; round += 1) {
    const address = botAddress(172);
    const accounts = Array.from(
      { length: LOGIN_FAILURES_PER_CLIENT },
      (_, index) => `${String(round)}-${String(index)}-${String(email)}`,
    );
    await Promise.all(
      accounts.map((account) => signIn(address, JSON.stringify({ email: account, password }))),
    );
  }
}

async function main(): Promise<void> {
  await (mode === 'botnet' ? botnet() : oneClient());
  process.stdout.write(`${JSON.stringify(statuses)}\n`);
}

void main();
