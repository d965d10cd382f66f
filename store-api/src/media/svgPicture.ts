import { createHash } from 'node:crypto';

// Article pictures and the placeholder: a gradient square with initials. Products, packs, promotions and
// payment marks have their own artwork (productArt.ts and its siblings). Same slug, same colours, everywhere.

const SIZE = 256;

/**
 * Up to two letters: initials of the first two capitalised words ("Call of Duty: Mobile" -> "CD"), of the first
 * two words for sentence-case titles ("Five checks before..." -> "FC"), or a single word's first two letters.
 */
export function initialsOf(text: string): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word));
  const chosen = capitalised.length >= 2 ? capitalised : words;
  const [first, second] = chosen;
  if (!first) return '?';
  // Array.from splits by code point, so a letter outside the BMP is never cut in half.
  const head = (word: string): string => Array.from(word)[0] ?? '';
  const letters = second ? head(first) + head(second) : Array.from(first).slice(0, 2).join('');
  return letters.toUpperCase();
}

/** Two hues 40 degrees apart from the slug's hash (same slug, same gradient), dark enough for white text. */
export function gradientFor(slug: string): [string, string] {
  const hue = createHash('sha256').update(slug).digest().readUInt16BE(0) % 360;
  return [`hsl(${hue}, 65%, 45%)`, `hsl(${(hue + 40) % 360}, 70%, 30%)`];
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function squareSvg(colours: [string, string], text: string, title: string): string {
  const [from, to] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" rx="32" fill="url(#g)"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>
</svg>
`;
}

/** A gradient square for a known product or article. */
export function pictureSvg(slug: string, label: string): string {
  return squareSvg(gradientFor(slug), initialsOf(label), label);
}

/** Neutral grey picture for a slug nobody knows, so a stale link shows a tile instead of a broken image. */
export function placeholderSvg(): string {
  return squareSvg(['#d9dce1', '#aab0b9'], '?', 'Picture not available');
}
