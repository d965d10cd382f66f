// Which products have a game-account lookup (the 8 supported games) and how their delivery
// fields map onto the lookup's account and server. Field labels are the store's own ("UID", "Server");
// the server lists are the shared game-server tables, whose names other apps show for an order.
import { gameServerIds } from '@topup/shared-lib';
import type { GameKey } from './gameAccountApi';

export interface GameLookupConfig {
  game: GameKey;
  /** Delivery field holding the account id. */
  accountField: string;
  /** Delivery field holding the server or zone, when the game has one. */
  serverField?: string;
  /** Fixed server choices (shown as a list); without them the server is typed (e.g. an MLBB zone). */
  servers?: readonly string[];
  /** Typed fields the game's lookup takes as digits only (its ids and zones are numbers). */
  numericFields?: readonly string[];
}

/** The longest account or zone id store-api's game lookup accepts (its schema's maxLength). */
export const ACCOUNT_ID_MAX_LENGTH = 64;

/** Keyed by the product's link name. */
export const GAME_LOOKUPS: Readonly<Record<string, GameLookupConfig>> = {
  'mobile-legends': {
    game: 'mlbb',
    accountField: 'User ID',
    serverField: 'Zone ID',
    numericFields: ['User ID', 'Zone ID'],
  },
  'genshin-impact': {
    game: 'genshin-impact',
    accountField: 'UID',
    serverField: 'Server',
    numericFields: ['UID'],
    servers: gameServerIds('genshin-impact'),
  },
  'zenless-zone-zero': {
    game: 'zenless-zone-zero',
    accountField: 'UID',
    serverField: 'Server',
    numericFields: ['UID'],
    servers: gameServerIds('zenless-zone-zero'),
  },
  'pubg-mobile': { game: 'pubg', accountField: 'Player ID', numericFields: ['Player ID'] },
  'honkai-star-rail': {
    game: 'honkai',
    accountField: 'UID',
    serverField: 'Server',
    numericFields: ['UID'],
    servers: gameServerIds('honkai-star-rail'),
  },
  'free-fire': { game: 'freefire', accountField: 'Player ID', numericFields: ['Player ID'] },
  'poppo-live': { game: 'poppo', accountField: 'Poppo ID', numericFields: ['Poppo ID'] },
  // Douyin ids carry letters (dy88886666): typed as text.
  douyin: { game: 'douyin', accountField: 'Douyin ID' },
};

export const gameLookupFor = (linkName: string): GameLookupConfig | null =>
  Object.hasOwn(GAME_LOOKUPS, linkName) ? (GAME_LOOKUPS[linkName] ?? null) : null;

/** Whether a delivery field of this game takes digits only. */
export const isNumericField = (config: GameLookupConfig | null, field: string): boolean =>
  config?.numericFields?.includes(field) ?? false;

/** The digits of what was typed or pasted, and whether anything else had to go. */
export function digitsOnly(typed: string): { value: string; dropped: boolean } {
  const value = typed.replace(/\D+/g, '').slice(0, ACCOUNT_ID_MAX_LENGTH);
  return { value, dropped: value !== typed };
}

/** i18n key of a delivery field label ("Player ID" -> "playerId"); unknown labels show as sent. */
export const fieldKey = (label: string): string =>
  label
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
