// Languages of the site: English at the bare path, Traditional Chinese under /zh-TW.

export const SUPPORTED_LANGUAGES = ['en', 'zh-TW'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Splits `/zh-TW/blog` into `{ language: 'zh-TW', path: '/blog' }`; a bare path is English. */
export function splitLocalePath(pathname: string): { language: Language; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isSupportedLanguage(first)) {
    return { language: first, path: match?.[2] ?? '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** The address of a site path in a language: English stays bare, others get their prefix. */
export function localizePath(path: string, language: Language): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}
