// The words of the other language a page shows a shopper: in its visible text, its title and the
// names and hints screen readers and browsers give (aria-label, alt, placeholder, title). A page should
// have none but the store's data as written (names, codes, reviews), addresses and a few names.
import type { Page } from '@playwright/test';
import type { Language } from '@topup/shared-lib/rules';

/**
 * A word of the other language: on a Chinese page three or more Latin letters (shorter ones are codes
 * and units: ID, UC, CP, US), on an English page a run of Chinese characters.
 */
const FOREIGN_WORD: Record<Language, RegExp> = {
  'zh-TW': /[A-Za-z]{3,}/g,
  en: /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g,
};

/** E-mail and web addresses: written as they are in every language. */
const ADDRESSES = /[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g;

/** A word found, and the text around it to say where. */
export interface PageWord {
  word: string;
  context: string;
}

export interface WordRules {
  /** Texts a page shows as they are (storeTexts.ts): taken out before looking. */
  knownTexts: readonly string[];
  /** Words allowed anywhere (case-insensitive). */
  allowedWords: readonly string[];
}

const ATTRIBUTES = ['aria-label', 'alt', 'placeholder', 'title'] as const;

async function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const named = Array.from(document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')));
    return [
      document.title,
      ...document.body.innerText.split('\n'),
      ...named.flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? '')),
    ];
  }, ATTRIBUTES);
}

/** The words of the other language in the page's title, visible text and accessible names that the rules do not allow. */
export async function untranslatedWords(
  page: Page,
  language: Language,
  rules: WordRules,
): Promise<PageWord[]> {
  const foreign = FOREIGN_WORD[language];
  const allowed = new Set(rules.allowedWords.map((word) => word.toLowerCase()));
  // Longest first, so a name is taken out whole before a shorter name inside it.
  const known = rules.knownTexts
    .filter((text) => new RegExp(foreign.source).test(text))
    .sort((a, b) => b.length - a.length);
  return (await textsOnPage(page)).flatMap((raw) => {
    const line = raw.replace(/\s+/g, ' ').trim();
    let rest = line.replace(ADDRESSES, ' ');
    for (const text of known) if (rest.includes(text)) rest = rest.split(text).join(' ');
    return Array.from(rest.matchAll(foreign), ([word]) => word)
      .filter((word) => !allowed.has(word.toLowerCase()))
      .map((word) => ({ word, context: line.slice(0, 120) }));
  });
}
