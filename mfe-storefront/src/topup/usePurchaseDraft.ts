// The purchase form's state, mirrored into session storage on every change (purchaseDraft.ts).
import { useCallback, useEffect, useState } from 'react';
import { readDraft, writeDraft, type PurchaseDraft } from './purchaseDraft';

export function usePurchaseDraft(linkName: string) {
  const [draft, setDraft] = useState<PurchaseDraft>(() => readDraft(linkName));

  // Another product page in the same component instance starts from its own draft.
  useEffect(() => setDraft(readDraft(linkName)), [linkName]);

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
