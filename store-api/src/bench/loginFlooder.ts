// Child process of bench/loginFlood.ts: floods one account's sign-in from FLOOD_CONNECTIONS connections,
// every request from a new client address (a botnet, so the per-client limit never applies), until the
// given time is up; prints the status counts as one JSON line. Run at a lower CPU priority by its parent:
// on a shared 2-core machine the attacker's CPU must not be the store's, or the benchmark measures the
// load generator rather than the store.
import { performance } from 'node:perf_hooks';

const [url, email, password, connectionsText, durationText] = process.argv.slice(2);
if (!url || !email || !password)
  throw new Error('usage: loginFlooder.ts <url> <email> <password> <connections> <ms>');
const connections = Number(connectionsText);
const until = performance.now() + Number(durationText);

let nextAddress = 0;
const botAddress = (): string => {
  nextAddress += 1;
  return `10.${String((nextAddress >> 16) & 255)}.${String((nextAddress >> 8) & 255)}.${String(nextAddress & 255)}`;
};

async function main(): Promise<void> {
  const statuses: Record<string, number> = {};
  const body = JSON.stringify({ email, password });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const status = await fetch(`${url}/sso/email/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': botAddress() },
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
    }),
  );
  process.stdout.write(`${JSON.stringify(statuses)}\n`);
}

void main();
