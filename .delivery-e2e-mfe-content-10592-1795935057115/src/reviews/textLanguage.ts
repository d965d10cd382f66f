// A shopper writes a review in their own language, and the store shows it as written on every page. Its
// text carries that language (`lang`), as HTML asks of quoted text in another language: screen readers
// read it in the right voice, and a check of a page's language can tell the shopper's words from the
// store's. The store keeps no language with a review: it is told by the script of its letters.

/** Han characters: Chinese text (the store's Chinese is Traditional). */
const HAN = /\p{Script=Han}/u;
/** Latin letters, with no Han among them: taken as English, the store's other language. */
const LATIN = /\p{Script=Latin}/u;

export function textLanguage(text: string): 'zh-TW' | 'en' | undefined {
  if (HAN.test(text)) return 'zh-TW';
  if (LATIN.test(text)) return 'en';
  return undefined;
}
