// The purchase form's state, mirrored into session storage on every change (purchaseDraft.ts). The
// stored draft is browser-only: while the page hydrates a server-rendered form it starts empty, as the
// server rendered it, and takes the stored draft right after (with the game's last account when none is
// typed yet).
import { useCallback, useMemo, useState } from 'react';
import { useHydrated } from '@topup/shared-lib';
import { withLastAccount } from './lastAccount';
import { EMPTY_DRAFT, readDraft, writeDraft, type PurchaseDraft } from './purchaseDraft';

export function usePurchaseDraft(linkName: string) {
  const hydrated = useHydrated();
  // null: nothing changed on this page yet, so the stored draft (once it may be read) is the form.
  const [changed, setChanged] = useState<PurchaseDraft | null>(null);
  const stored = useMemo(
    () => (hydrated ? withLastAccount(linkName, readDraft(linkName)) : EMPTY_DRAFT),
    [hydrated, linkName],
  );
  const draft = changed ?? stored;

  // The page is keyed by link name, so another product mounts afresh with its own draft.
  const change = useCallback(
    (next: (current: PurchaseDraft) => PurchaseDraft) =>
      setChanged((current) => {
        const updated = next(current ?? withLastAccount(linkName, readDraft(linkName)));
        writeDraft(linkName, updated);
        return updated;
      }),
    [linkName],
  );

  const update = useCallback(
    (patch: Partial<PurchaseDraft>) => change((current) => ({ ...current, ...patch })),
    [change],
  );

  const setField = useCallback(
    (label: string, value: string) =>
      change((current) => ({ ...current, fields: { ...current.fields, [label]: value }, roleId: null })),
    [change],
  );

  return { draft, update, setField };
}
