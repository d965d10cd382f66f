// A page that knows its own title and description (an article, a product's reviews) writes them to
// the document head, over the shell's default entry, and gives the previous values back on leaving.
import { useEffect } from 'react';
import { statePageHead } from '@topup/shared-lib';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets document.title and the meta description while both are known; restores them on unmount. */
export function usePageMeta(title: string | null, description: string | null): void {
  // On the store's server, the page's head comes from its render (shared-lib pageHead.ts).
  if (title !== null) statePageHead({ title, description: description ?? undefined });
  useEffect(() => {
    if (title === null) return undefined;
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    if (description !== null) tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
