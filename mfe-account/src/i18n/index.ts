/**
 * The account's i18n namespace. Its strings are tables, one per part of the account (ordersStrings.ts,
 * couponsStrings.ts...), each added to the namespace by its register module (registerOrdersStrings.ts...)
 * when that is imported. The parts import the register modules of the strings they show, so a page's
 * chunk carries its own strings and not the whole account's; the tables alone import nothing (tests
 * read them).
 */
export const NS = 'account';
