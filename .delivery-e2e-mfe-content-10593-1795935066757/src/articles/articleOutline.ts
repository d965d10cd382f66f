// Headings of an article made navigable: each h2-h4 gets a stable id the table of contents links to.
// An h1 in the body becomes an h2, since the page's own title is its one h1.

export interface OutlineEntry {
  id: string;
  text: string;
  /** 2, 3 or 4. */
  level: number;
}

export const OUTLINE_ID_PREFIX = 'article-section-';
const OUTLINE_LEVELS = ['H2', 'H3', 'H4'];

function demoteH1(fragment: DocumentFragment): void {
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = h1.ownerDocument.createElement('h2');
    while (h1.firstChild) h2.appendChild(h1.firstChild);
    h1.replaceWith(h2);
  }
}

/** Gives the fragment's headings ids (in document order) and lists them. Mutates the fragment. */
export function outlineArticle(fragment: DocumentFragment): OutlineEntry[] {
  demoteH1(fragment);
  const entries: OutlineEntry[] = [];
  for (const heading of Array.from(fragment.querySelectorAll('h2, h3, h4'))) {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text || !OUTLINE_LEVELS.includes(heading.nodeName)) continue;
    const id = `${OUTLINE_ID_PREFIX}${entries.length + 1}`;
    heading.setAttribute('id', id);
    entries.push({ id, text, level: Number(heading.nodeName.slice(1)) });
  }
  return entries;
}
