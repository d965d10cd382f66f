// The last game account a shopper used, per game, in local storage: the next visit to any product of
// that game starts with it filled in, as peers' top-up pages do.
import { isRecord, readStored, writeStored } from '@topup/shared-lib';
import { gameLookupFor } from './gameAccounts';
import type { PurchaseDraft } from './purchaseDraft';

const lastAccountKey = (game: string) => `topup-last-account:${game}`;

const isFields = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((field) => typeof field === 'string');

/** The remembered fields of the product's game, or null when it has no lookup or none is kept. */
export function readLastAccount(linkName: string): Record<string, string> | null {
  const config = gameLookupFor(linkName);
  return config ? readStored(lastAccountKey(config.game), isFields) : null;
}

/** Keeps the account's fields (the id, and the server where the game has one). */
export function rememberAccount(linkName: string, fields: Record<string, string>): void {
  const config = gameLookupFor(linkName);
  if (!config) return;
  const kept: Record<string, string> = { [config.accountField]: fields[config.accountField] ?? '' };
  if (config.serverField) kept[config.serverField] = fields[config.serverField] ?? '';
  writeStored(lastAccountKey(config.game), kept);
}

/** A draft with no account typed yet starts with the remembered one. */
export function withLastAccount(linkName: string, draft: PurchaseDraft): PurchaseDraft {
  if (Object.values(draft.fields).some((value) => value.trim() !== '')) return draft;
  const last = readLastAccount(linkName);
  return last ? { ...draft, fields: { ...draft.fields, ...last } } : draft;
}
