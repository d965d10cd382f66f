// Promotion pictures: wide banners (a 1200 x 345 box) and square popups. The left of a banner is
// kept calm for the headline, which the page sets over it as text in the shopper's language; the right
// holds the promoted product's emblem (a gift for offers that are no one product's) amid confetti.
import type { ArtGenre } from './artGenres';
import { emblem } from './artEmblems';
import { paletteFor } from './artPalette';
import { decoration } from './productArt';
import { svgDocument } from './svgDocument';

export const BANNER_ART_WIDTH = 1200;
export const BANNER_ART_HEIGHT = 345;
export const POPUP_ART_SIZE = 320;

/** Small shapes around the emblem, placed by the palette's seed (a cheap generator, the same each time). */
function confetti(seed: number, accent: string, cx: number, cy: number, spread: number): string {
  let state = seed || 1;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: 14 }, (_, i) => {
    const angle = next() * Math.PI * 2;
    const distance = spread * (0.55 + next() * 0.45);
    const x = Math.round(cx + Math.cos(angle) * distance);
    const y = Math.round(cy + Math.sin(angle) * distance * 0.8);
    const fill = i % 3 === 0 ? '#fff' : accent;
    return i % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${4 + Math.round(next() * 5)}" fill="${fill}" fill-opacity="0.85"/>`
      : `<rect x="${x}" y="${y}" width="14" height="6" rx="3" fill="${fill}" fill-opacity="0.85" transform="rotate(${Math.round(next() * 180)} ${x} ${y})"/>`;
  }).join('');
}

export interface PromoTheme {
  slug: string;
  /** The promoted product's genre, or a gift for an offer. */
  emblem: ArtGenre | 'gift';
  /** The product's name (or the slug) for the picture's title. */
  title: string;
}

const gradients = (deep: string, bright: string): string =>
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

export function bannerArtSvg(theme: PromoTheme): string {
  const palette = paletteFor(theme.slug, theme.emblem === 'gift' ? 'action' : theme.emblem);
  const w = BANNER_ART_WIDTH;
  const h = BANNER_ART_HEIGHT;
  const body = `<defs>${gradients(palette.deep, palette.bright)}
<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${decoration(palette, w, h)}
<rect width="${w}" height="${h}" fill="url(#calm)"/>
<circle cx="940" cy="172" r="190" fill="url(#glow)"/>
<circle cx="940" cy="172" r="118" fill="#fff" fill-opacity="0.14"/>
${confetti(palette.seed, palette.accent, 940, 172, 210)}
${emblem(theme.emblem, palette.accent, 850, 82, 180)}`;
  return svgDocument(w, h, theme.title, body);
}

export function popupArtSvg(theme: PromoTheme): string {
  const palette = paletteFor(theme.slug, theme.emblem === 'gift' ? 'action' : theme.emblem);
  const s = POPUP_ART_SIZE;
  const body = `<defs>${gradients(palette.deep, palette.bright)}</defs>
<rect width="${s}" height="${s}" rx="24" fill="url(#bg)"/>
${decoration(palette, s, s)}
<circle cx="160" cy="160" r="130" fill="url(#glow)"/>
${confetti(palette.seed, palette.accent, 160, 160, 135)}
${emblem(theme.emblem, palette.accent, 90, 90, 140)}`;
  return svgDocument(s, s, theme.title, body);
}
