import { createHash } from 'node:crypto';
import { GENRE_HUE, type ArtGenre } from './artGenres';

/** A picture's colours: a dark-to-bright background and a light accent, all readable under white text. */
export interface ArtPalette {
  deep: string;
  bright: string;
  accent: string;
  /** 0..65535 from the slug: places the decoration, so each product's picture is its own. */
  seed: number;
}

/** The same slug gives the same palette on every machine (a hash, not a random number). */
export function paletteFor(slug: string, genre: ArtGenre): ArtPalette {
  const digest = createHash('sha256').update(slug).digest();
  const turn = (digest.readUInt8(0) % 61) - 30;
  const hue = (GENRE_HUE[genre] + turn + 360) % 360;
  return {
    deep: `hsl(${hue}, 62%, 22%)`,
    bright: `hsl(${(hue + 28) % 360}, 78%, 48%)`,
    accent: `hsl(${(hue + 180) % 360}, 90%, 72%)`,
    seed: digest.readUInt16BE(1),
  };
}
