// The emblems of the generated artwork: simple geometric marks drawn in a 100 x 100 box, white on the
// picture's colours, with `accent` for a detail. Original shapes: no game's or brand's logo.
import type { ArtGenre } from './artGenres';

export type EmblemName = ArtGenre | 'gift';

type Emblem = (accent: string) => string;

const EMBLEMS: Readonly<Record<EmblemName, Emblem>> = {
  // Crossed swords behind a shield: lanes and heroes.
  moba: (
    accent,
  ) => `<g stroke="#fff" stroke-width="7" stroke-linecap="round"><path d="M14 86 L86 14 M14 14 L86 86"/><path d="M8 70 L30 92 M70 8 L92 30 M8 30 L30 8 M70 92 L92 70" stroke-width="6"/></g>
<path d="M50 20 L75 29 V51 C75 67 64 78 50 84 C36 78 25 67 25 51 V29 Z" fill="#fff"/>
<path d="M50 32 L64 38 V51 C64 61 58 68 50 72 Z" fill="${accent}"/>`,
  // A four-pointed star with a sparkle: wishes and crystals.
  rpg: (
    accent,
  ) => `<path d="M46 8 C50 36 60 46 88 50 C60 54 50 64 46 92 C42 64 32 54 4 50 C32 46 42 36 46 8 Z" fill="#fff"/>
<path d="M80 6 C81 15 85 19 94 20 C85 21 81 25 80 34 C79 25 75 21 66 20 C75 19 79 15 80 6 Z" fill="${accent}"/>
<circle cx="46" cy="50" r="9" fill="${accent}"/>`,
  // A lightning bolt in a ring: speed and combos.
  action: (accent) => `<circle cx="50" cy="50" r="42" fill="none" stroke="#fff" stroke-width="7"/>
<path d="M58 10 L26 56 H47 L40 92 L75 40 H53 Z" fill="#fff"/>
<circle cx="50" cy="50" r="42" fill="none" stroke="${accent}" stroke-width="7" stroke-dasharray="18 30"/>`,
  // A supply drop under its parachute.
  battleRoyale: (
    accent,
  ) => `<path d="M8 44 C8 20 28 6 50 6 C72 6 92 20 92 44 C84 38 76 38 69 44 C62 38 38 38 31 44 C24 38 16 38 8 44 Z" fill="#fff"/>
<path d="M31 44 C34 26 42 12 50 6 C58 12 66 26 69 44" fill="none" stroke="${accent}" stroke-width="4"/>
<path d="M10 45 L38 72 M31 45 L44 72 M69 45 L56 72 M90 45 L62 72" stroke="#fff" stroke-width="3"/>
<rect x="34" y="70" width="32" height="24" rx="4" fill="#fff"/><path d="M34 80 H66" stroke="${accent}" stroke-width="5"/>`,
  // A crosshair: aim and precision.
  shooter: (accent) => `<circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-width="8"/>
<path d="M50 4 V30 M50 70 V96 M4 50 H30 M70 50 H96" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<circle cx="50" cy="50" r="8" fill="${accent}"/>`,
  // A studio microphone with sound waves: live streams and gifts to hosts.
  live: (accent) => `<rect x="37" y="8" width="26" height="48" rx="13" fill="#fff"/>
<path d="M44 20 H56 M44 30 H56 M44 40 H56" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>
<path d="M26 44 C26 62 37 70 50 70 C63 70 74 62 74 44 M50 70 V86 M36 90 H64" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
<path d="M12 28 C5 40 5 54 12 66 M88 28 C95 40 95 54 88 66" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
  // A game pad, for any other game.
  game: (
    accent,
  ) => `<path d="M26 30 H74 C87 30 95 44 95 60 C95 75 86 82 77 77 L65 66 H35 L23 77 C14 82 5 75 5 60 C5 44 13 30 26 30 Z" fill="#fff"/>
<path d="M20 52 H36 M28 44 V60" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>
<circle cx="68" cy="46" r="5" fill="${accent}"/><circle cx="78" cy="56" r="5" fill="${accent}"/>`,
  // A wrapped gift, for offers that are not one product's.
  gift: (accent) => `<rect x="10" y="38" width="80" height="22" rx="4" fill="#fff"/>
<rect x="16" y="58" width="68" height="36" rx="4" fill="#fff"/>
<path d="M50 38 V94" stroke="${accent}" stroke-width="10"/>
<path d="M50 38 C40 18 22 18 24 30 C26 38 40 38 50 38 C60 38 74 38 76 30 C78 18 60 18 50 38 Z" fill="none" stroke="#fff" stroke-width="6"/>`,
};

/** The emblem drawn `size` pixels square with its top left corner at (x, y). */
export function emblem(name: EmblemName, accent: string, x: number, y: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})">${EMBLEMS[name](accent)}</g>`;
}
