/**
 * The storefront's i18n namespace. Its strings live in one module per part of the store
 * (homeStrings.ts, topUpStrings.ts...), each adding itself to the namespace when imported: the parts
 * import the strings they show, so a page's chunk carries its own strings and not the whole store's.
 */
export const NS = 'storefront';
