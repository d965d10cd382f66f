// The genre each product's artwork is drawn for. Products carry only their kind (game or live stream), so
// the catalogue's own titles are placed here; any other game gets the generic controller emblem.
import type { ProductKind } from '../products/productQueries';

export const ART_GENRES = ['moba', 'rpg', 'action', 'battleRoyale', 'shooter', 'live', 'game'] as const;
export type ArtGenre = (typeof ART_GENRES)[number];

const GENRE_OF_PRODUCT: Readonly<Record<string, ArtGenre>> = {
  'mobile-legends': 'moba',
  'genshin-impact': 'rpg',
  'honkai-star-rail': 'rpg',
  'zenless-zone-zero': 'action',
  'pubg-mobile': 'battleRoyale',
  'free-fire': 'battleRoyale',
  'call-of-duty-mobile': 'shooter',
  'poppo-live': 'live',
  douyin: 'live',
  'bigo-live': 'live',
};

export function genreOf(linkName: string, kind: ProductKind): ArtGenre {
  return GENRE_OF_PRODUCT[linkName] ?? (kind === 'live' ? 'live' : 'game');
}

/** Each genre's base hue; a product turns it a little (artPalette.ts) so two RPGs still look apart. */
export const GENRE_HUE: Readonly<Record<ArtGenre, number>> = {
  moba: 222,
  rpg: 262,
  action: 320,
  battleRoyale: 8,
  shooter: 150,
  live: 335,
  game: 200,
};
