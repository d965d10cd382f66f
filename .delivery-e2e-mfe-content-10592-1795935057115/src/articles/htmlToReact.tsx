// Turns a sanitized article fragment into React elements, so the page never injects HTML: pictures
// become the shared Image (fallback, lazy loading, CDN hosts), site paths become locale links, and
// only the attributes the sanitizer allows are carried over.
import { createElement, type ReactNode } from 'react';
import { Image, LocaleLink } from '@topup/shared-lib';

const VOID_TAGS = new Set(['br', 'hr', 'img']);

// The DOM's node types, without its global `Node` (a server-rendered article is parsed in node's DOM).
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** DOM attribute name -> React prop name, for the attributes that survive sanitizing. */
const PROP_NAMES: Record<string, string> = {
  href: 'href',
  title: 'title',
  alt: 'alt',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  scope: 'scope',
  lang: 'lang',
  dir: 'dir',
  cite: 'cite',
  datetime: 'dateTime',
  start: 'start',
  id: 'id',
  target: 'target',
  rel: 'rel',
};

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function propsOf(element: Element): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const prop = PROP_NAMES[name];
    if (prop) props[prop] = value;
  }
  return props;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.nodeName.toLowerCase();
  const props: Record<string, string | number> = { ...propsOf(element), key };
  if (tag === 'img') {
    const width = Number(element.getAttribute('width')) || undefined;
    const height = Number(element.getAttribute('height')) || undefined;
    return (
      <Image
        key={key}
        src={element.getAttribute('src')}
        alt={element.getAttribute('alt') ?? ''}
        width={width}
        height={height}
        {...(element.getAttribute('title') ? { title: element.getAttribute('title') ?? '' } : {})}
      />
    );
  }
  if (heading(tag)) props.tabIndex = -1; // a table-of-contents jump can move focus here
  const children = VOID_TAGS.has(tag) ? undefined : convertChildren(element.childNodes, key);
  if (tag === 'a' && typeof props.href === 'string' && isSitePath(props.href)) {
    const { href, key: linkKey, ...rest } = props;
    return (
      <LocaleLink key={linkKey} to={href} {...rest}>
        {children}
      </LocaleLink>
    );
  }
  return createElement(tag, props, children);
}

const heading = (tag: string) => /^h[2-6]$/.test(tag);

function convertChildren(nodes: NodeListOf<ChildNode>, prefix: string): ReactNode[] {
  return Array.from(nodes).map((child, index) => convert(child, `${prefix}.${index}`));
}

/** React elements for a sanitized fragment. */
export function htmlToReact(fragment: DocumentFragment): ReactNode[] {
  return convertChildren(fragment.childNodes, 'n');
}
