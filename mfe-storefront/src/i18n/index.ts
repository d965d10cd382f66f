/**
 * The storefront's i18n namespace. Its strings are tables, one per part of the store (homeStrings.ts,
 * topUpStrings.ts...), each added to the namespace by its register module (registerHomeStrings.ts...)
 * when that is imported. The parts import the register modules of the strings they show, so a page's
 * chunk carries its own strings and not the whole store's; the tables alone import nothing (tests read
 * them).
 */
export const NS = 'storefront';
