import { useCallback } from 'react';
import { localizePath } from '../domain/locale';
import { useLanguage } from './useLanguage';

/** Turns a site path into the address in the page's language (useLanguage.ts). */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
