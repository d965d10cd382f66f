// A product's picture: its genre's emblem on the product's own colours, with its name set below, and a
// decoration the slug picks, so no two products look alike and each looks the same every time.
import type { ArtGenre } from './artGenres';
import { emblem } from './artEmblems';
import { paletteFor, type ArtPalette } from './artPalette';
import { ART_FONT, escapeXml, svgDocument } from './svgDocument';

export const PRODUCT_ART_SIZE = 256;
const S = PRODUCT_ART_SIZE;
/** Width the name may take, and the widest a bold letter is on average (in ems). */
const NAME_WIDTH = 216;
const LETTER_EM = 0.6;

/** One line, or two split at the space nearest the middle when the name is long. */
export function nameLines(name: string): string[] {
  if (Array.from(name).length <= 12 || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let at = name.indexOf(' '); at >= 0; at = name.indexOf(' ', at + 1)) {
    // A tie goes to the later space: the first line is the longer, as a title reads best.
    if (best < 0 || Math.abs(at - middle) <= Math.abs(best - middle)) best = at;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

function nameText(name: string): string {
  const lines = nameLines(name);
  const longest = Math.max(...lines.map((line) => Array.from(line).length));
  const size = Math.min(lines.length === 1 ? 32 : 27, Math.floor(NAME_WIDTH / (longest * LETTER_EM)));
  const baselines = lines.length === 1 ? [222] : [206, 236];
  return lines
    .map(
      (line, index) =>
        `<text x="128" y="${baselines[index]}" text-anchor="middle" font-family="${ART_FONT}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="0.5">${escapeXml(line)}</text>`,
    )
    .join('\n');
}

/** One of three backgrounds, chosen by the slug. */
export function decoration({ seed }: ArtPalette, width: number, height: number): string {
  switch (seed % 3) {
    case 0:
      return [60, 100, 140]
        .map(
          (r) =>
            `<circle cx="${width - 20}" cy="20" r="${(r * height) / S}" fill="none" stroke="#fff" stroke-opacity="0.1" stroke-width="${(12 * height) / S}"/>`,
        )
        .join('');
    case 1:
      return Array.from(
        { length: Math.ceil((width + height) / 60) },
        (_, i) =>
          `<path d="M${i * 60 - height} ${height} L${i * 60} 0" stroke="#fff" stroke-opacity="0.07" stroke-width="18"/>`,
      ).join('');
    default:
      return Array.from({ length: 24 }, (_, i) => {
        const column = i % 6;
        const row = Math.floor(i / 6);
        return `<circle cx="${24 + column * 22}" cy="${24 + row * 22}" r="3.5" fill="#fff" fill-opacity="0.16"/>`;
      }).join('');
  }
}

export function productArtSvg(slug: string, name: string, genre: ArtGenre): string {
  const palette = paletteFor(slug, genre);
  const body = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bright}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
<clipPath id="frame"><rect width="${S}" height="${S}" rx="44"/></clipPath>
</defs>
<g clip-path="url(#frame)">
<rect width="${S}" height="${S}" fill="url(#bg)"/>
${decoration(palette, S, S)}
<circle cx="128" cy="92" r="92" fill="url(#glow)"/>
<rect y="168" width="${S}" height="88" fill="url(#shade)"/>
</g>
${emblem(genre, palette.accent, 74, 34, 108)}
${nameText(name)}`;
  return svgDocument(S, S, name, body);
}
