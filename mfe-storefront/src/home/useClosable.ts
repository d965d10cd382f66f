// A home tip the shopper can close for good (spec 3 storage keys: close new-user banner, close
// home add-to-desktop).
import { useState } from 'react';
import { isBoolean, readStored, writeStored } from '@topup/shared-lib';

export function useClosable(key: string): [boolean, () => void] {
  const [closed, setClosed] = useState(() => readStored(key, isBoolean) === true);
  const close = () => {
    writeStored(key, true);
    setClosed(true);
  };
  return [closed, close];
}
