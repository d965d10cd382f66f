// State the shell keeps beside a store set (its overlays, its session flows): one per set, made on first
// use and gone with the set, so the page and a test spying on it hold the same object.
import type { Stores } from '@topup/shared-lib';

export function perStoreSet<T>(make: (stores: Stores) => T): (stores: Stores) => T {
  const made = new WeakMap<Stores, T>();
  return (stores) => {
    let value = made.get(stores);
    if (value === undefined) {
      value = make(stores);
      made.set(stores, value);
    }
    return value;
  };
}
