// Writes the `<meta name=...>` tags the metadata table owns, creating a tag the page template lacks.

export type HeadMetaName = 'description' | 'keywords';

export function setHeadMeta(name: HeadMetaName, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}
