import { useEffect } from 'react';
import type { FullHead } from './pageHead';
import { setHeadMeta } from './documentHead';

/** Writes a page's title, description and keywords into the document once it shows. */
export function applyDocumentHead(head: FullHead): void {
  document.title = head.title;
  setHeadMeta('description', head.description);
  setHeadMeta('keywords', head.keywords);
}

/** The shell's own pages (errors, the login landing) show the default entry. */
export function useDocumentHead(head: FullHead): void {
  useEffect(() => applyDocumentHead(head), [head.title, head.description, head.keywords]); // eslint-disable-line react-hooks/exhaustive-deps -- the fields are the inputs
}
