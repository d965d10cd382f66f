// The purchase form's state, mirrored into session storage on every change (purchaseDraft.ts).
import { useCallback, useState } from 'react';
import { readDraft, writeDraft, type PurchaseDraft } from './purchaseDraft';

export function usePurchaseDraft(linkName: string) {
  const [draft, setDraft] = useState<PurchaseDraft>(() => readDraft(linkName));

  // The page is keyed by link name, so another product mounts afresh with its own draft.
  const update = useCallback(
    (change: Partial<PurchaseDraft>) =>
      setDraft((current) => {
        const next = { ...current, ...change };
        writeDraft(linkName, next);
        return next;
      }),
    [linkName],
  );

  const setField = useCallback(
    (label: string, value: string) =>
      setDraft((current) => {
        const next = { ...current, fields: { ...current.fields, [label]: value }, roleId: null };
        writeDraft(linkName, next);
        return next;
      }),
    [linkName],
  );

  return { draft, update, setField };
}
