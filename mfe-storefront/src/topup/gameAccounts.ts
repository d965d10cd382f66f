// Which products have a game-account lookup (spec 7, the 8 supported games) and how their delivery
// fields map onto the lookup's account and server. Field labels are the store's own ("UID", "Server");
// the server lists are the shared game-server tables, whose names other apps show for an order.
import { gameServerIds, type GameKey } from '@topup/shared-lib';

export interface GameLookupConfig {
  game: GameKey;
  /** Delivery field holding the account id. */
  accountField: string;
  /** Delivery field holding the server or zone, when the game has one. */
  serverField?: string;
  /** Fixed server choices (shown as a list); without them the server is typed (e.g. an MLBB zone). */
  servers?: readonly string[];
}

/** Keyed by the product's link name. */
export const GAME_LOOKUPS: Readonly<Record<string, GameLookupConfig>> = {
  'mobile-legends': { game: 'mlbb', accountField: 'User ID', serverField: 'Zone ID' },
  'genshin-impact': {
    game: 'genshin-impact',
    accountField: 'UID',
    serverField: 'Server',
    servers: gameServerIds('genshin-impact'),
  },
  'zenless-zone-zero': {
    game: 'zenless-zone-zero',
    accountField: 'UID',
    serverField: 'Server',
    servers: gameServerIds('zenless-zone-zero'),
  },
  'pubg-mobile': { game: 'pubg', accountField: 'Player ID' },
  'honkai-star-rail': {
    game: 'honkai',
    accountField: 'UID',
    serverField: 'Server',
    servers: gameServerIds('honkai-star-rail'),
  },
  'free-fire': { game: 'freefire', accountField: 'Player ID' },
  'poppo-live': { game: 'poppo', accountField: 'Poppo ID' },
  douyin: { game: 'douyin', accountField: 'Douyin ID' },
};

export const gameLookupFor = (linkName: string): GameLookupConfig | null =>
  Object.hasOwn(GAME_LOOKUPS, linkName) ? (GAME_LOOKUPS[linkName] ?? null) : null;

/** i18n key of a delivery field label ("Player ID" -> "playerId"); unknown labels show as sent. */
export const fieldKey = (label: string): string =>
  label
    .trim()
    .split(/\s+/)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
