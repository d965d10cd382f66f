import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * What only the browser can render (it reads the window, the stored session or choices): nothing on
 * the server and while hydrating, its children after (ui/useHydrated.ts).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
