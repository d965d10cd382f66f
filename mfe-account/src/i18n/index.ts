/**
 * The account's i18n namespace. Its strings live in one module per part of the account
 * (ordersStrings.ts, couponsStrings.ts...), each adding itself to the namespace when imported: the parts
 * import the strings they show, so a page's chunk carries its own strings and not the whole account's.
 */
export const NS = 'account';
