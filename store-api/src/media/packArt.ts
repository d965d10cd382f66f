// Pack icons that grow with the amount: a gem, a small pile, a pouch, a chest, a brimming chest; passes and
// memberships (a pack with no amount in its name) get a member card. Shared by every game, as the amount
// is what the shopper compares.
import { svgDocument } from './svgDocument';

export const PACK_TIERS = ['tier-1', 'tier-2', 'tier-3', 'tier-4', 'tier-5', 'pass'] as const;
export type PackTier = (typeof PACK_TIERS)[number];
export const PACK_ART_SIZE = 128;

/** Upper price bounds (USD cents) of tiers 1 to 4; anything dearer is tier 5. */
const TIER_CEILINGS_CENTS = [200, 600, 2000, 6000] as const;

/** A pack's tier from its name (an amount first, or a pass) and its USD price. */
export function packTierOf(name: string, priceCents: number): PackTier {
  if (!/^\d/.test(name.trim())) return 'pass';
  const index = TIER_CEILINGS_CENTS.findIndex((ceiling) => priceCents < ceiling);
  return `tier-${index < 0 ? 5 : index + 1}` as PackTier;
}

export const packPicture = (tier: PackTier): string => `/media/packs/${tier}.svg`;

const gem = (x: number, y: number, scale: number): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M8 0 H32 L40 12 L20 36 L0 12 Z" fill="url(#gem)"/><path d="M0 12 H40 M8 0 L14 12 L20 36 L26 12 L32 0" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"/></g>`;

const chest = (rays: boolean): string =>
  `${rays ? '<g stroke="#ffd66b" stroke-width="5" stroke-linecap="round" stroke-opacity="0.8"><path d="M64 6 V18 M24 18 L32 28 M104 18 L96 28 M8 48 H20 M108 48 H120"/></g>' : ''}
<path d="M20 64 L28 36 H100 L108 64 Z" fill="#a8650f"/>
${gem(28, 34, 0.9)}${gem(46, 24, 0.95)}${gem(66, 32, 0.9)}${rays ? `${gem(38, 44, 0.8)}${gem(58, 42, 0.85)}${gem(78, 46, 0.7)}` : ''}
<rect x="14" y="62" width="100" height="50" rx="8" fill="url(#gold)"/>
<path d="M14 78 H114" stroke="#a8650f" stroke-width="4"/>
<rect x="56" y="70" width="16" height="20" rx="3" fill="#fff3c4" stroke="#a8650f" stroke-width="3"/>`;

const DRAWINGS: Readonly<Record<PackTier, string>> = {
  'tier-1': gem(28, 30, 1.8),
  'tier-2': `${gem(18, 58, 1.2)}${gem(62, 58, 1.2)}${gem(40, 22, 1.2)}`,
  'tier-3': `${gem(34, 16, 1)}${gem(58, 22, 1)}
<path d="M40 48 C22 62 18 100 32 112 H96 C110 100 106 62 88 48 Z" fill="#b8743a"/>
<path d="M38 48 H90" stroke="#7d4a1f" stroke-width="7" stroke-linecap="round"/>
<path d="M52 80 C58 72 70 72 76 80" fill="none" stroke="#e9b37a" stroke-width="4" stroke-linecap="round"/>`,
  'tier-4': chest(false),
  'tier-5': chest(true),
  pass: `<rect x="12" y="28" width="104" height="72" rx="12" fill="url(#card)"/>
<rect x="12" y="42" width="104" height="10" fill="#fff" fill-opacity="0.25"/>
<path d="M64 58 L69 69 L81 70 L72 78 L75 90 L64 84 L53 90 L56 78 L47 70 L59 69 Z" fill="#ffd66b"/>`,
};

const DEFS = `<defs>
<linearGradient id="gem" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fe3ff"/><stop offset="1" stop-color="#3a6cf4"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffc94a"/><stop offset="1" stop-color="#e08e12"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b6cff"/><stop offset="1" stop-color="#4326c9"/></linearGradient>
</defs>`;

const TITLES: Readonly<Record<PackTier, string>> = {
  'tier-1': 'A gem',
  'tier-2': 'A pile of gems',
  'tier-3': 'A pouch of gems',
  'tier-4': 'A chest of gems',
  'tier-5': 'A brimming chest of gems',
  pass: 'A member card',
};

export function packArtSvg(tier: PackTier): string {
  const shadow = '<ellipse cx="64" cy="116" rx="44" ry="7" fill="#000" fill-opacity="0.12"/>';
  return svgDocument(PACK_ART_SIZE, PACK_ART_SIZE, TITLES[tier], `${DEFS}\n${shadow}\n${DRAWINGS[tier]}`);
}
