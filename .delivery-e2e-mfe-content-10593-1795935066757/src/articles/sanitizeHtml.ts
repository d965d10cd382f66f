// The one place article HTML is cleaned (DOMPurify). Article bodies come from the store's editors,
// but the page treats them as untrusted: only a small set of text-formatting tags survives, no
// script, no event handler, no style, no frame or svg, and no URL other than http(s), mailto, tel
// or a site path. Everything that shows article HTML goes through `sanitizeArticleHtml`.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { htmlWindow } from '@topup/shared-lib';

/** Tags an article may use. h1 is not among them: the page has its own h1 (see `demoteH1`). */
export const ARTICLE_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'time',
  'del',
  'ins',
  'dl',
  'dt',
  'dd',
] as const;

/** Attributes an article may use; ids, names, classes and styles are the page's own business. */
export const ARTICLE_ATTRIBUTES = [
  'href',
  'title',
  'alt',
  'src',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'lang',
  'dir',
  'cite',
  'datetime',
  'start',
] as const;

/** http(s), mailto and tel URLs, or a path / fragment / query of this site. Nothing else. */
export const SAFE_URL = /^(?:(?:https?|mailto|tel):|[/?#]|[^:/?#]*(?:[/?#]|$))/i;

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

const CONFIG: Config = {
  ALLOWED_TAGS: [...ARTICLE_TAGS],
  ALLOWED_ATTR: [...ARTICLE_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Content of these is dropped with them, not kept as text.
  FORBID_CONTENTS: ['script', 'style', 'template', 'iframe', 'noscript', 'svg', 'math', 'object', 'title'],
  KEEP_CONTENT: true,
  SAFE_FOR_TEMPLATES: false,
};

let purifier: Purifier | null = null;

/** One DOMPurify instance with the article hooks, made on first use (it needs a window: the server's too). */
function articlePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(htmlWindow());
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!URL_ATTRIBUTES.has(data.attrName)) return;
    // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"): so do we.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    const compact = data.attrValue.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    // DOMPurify lets data: through on <img>; an article picture must be a real file.
    if (!SAFE_URL.test(compact) || /^data:/i.test(compact)) data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // Other sites open in a new tab and get neither the opener nor the referrer.
    if (/^(https?:)?\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The article HTML cleaned, as a fragment of the current document. */
export function sanitizeArticleFragment(html: string): DocumentFragment {
  return articlePurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The article HTML cleaned, as a string (for tests and for places that need text). */
export function sanitizeArticleHtml(html: string): string {
  const holder = htmlWindow().document.createElement('div');
  holder.appendChild(sanitizeArticleFragment(html));
  return holder.innerHTML;
}
