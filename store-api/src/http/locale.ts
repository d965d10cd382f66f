import type { FastifyRequest } from 'fastify';

/** The two languages the site ships; everything else falls back to English. */
export type Locale = 'en' | 'zh-TW';

/** Chinese when Accept-Language starts with "zh" (the front end sends its current language first). */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return header?.trim().toLowerCase().startsWith('zh') ? 'zh-TW' : 'en';
}

/** Picks the column matching the locale: the English text or its Traditional Chinese twin. */
export function localised(locale: Locale, en: string, zh: string): string {
  return locale === 'zh-TW' ? zh : en;
}
