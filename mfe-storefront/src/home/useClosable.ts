// A home tip the shopper can close for good (storage keys: close new-user banner, close
// home add-to-desktop). What was closed is in the browser's storage: while the page hydrates a
// server-rendered tip it shows, as the server rendered it, and goes right after if it was closed.
import { useMemo, useState } from 'react';
import { isBoolean, readStored, useHydrated, writeStored } from '@topup/shared-lib';

export function useClosable(key: string): [boolean, () => void] {
  const hydrated = useHydrated();
  const closedBefore = useMemo(() => hydrated && readStored(key, isBoolean) === true, [hydrated, key]);
  const [closedNow, setClosedNow] = useState(false);
  const close = () => {
    writeStored(key, true);
    setClosedNow(true);
  };
  return [closedBefore || closedNow, close];
}
