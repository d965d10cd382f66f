// The servers of the games whose top-up asks for one. An order keeps the server's id as its delivery
// value (the publisher needs `os_asia`); a shopper reads the server's name ("Asia") in either language.
import type { Language } from './locale';

export interface GameServer {
  id: string;
  name: Readonly<Record<Language, string>>;
}

const AMERICA = { en: 'America', 'zh-TW': '美服' } as const;
const EUROPE = { en: 'Europe', 'zh-TW': '歐服' } as const;
const ASIA = { en: 'Asia', 'zh-TW': '亞服' } as const;
const TW_HK_MO = { en: 'TW, HK, MO', 'zh-TW': '港澳台服' } as const;

/** Keyed by the product's link name (`/top-up/{linkName}`), in the order a server picker lists them. */
export const GAME_SERVERS: Readonly<Record<string, readonly GameServer[]>> = {
  'genshin-impact': [
    { id: 'os_usa', name: AMERICA },
    { id: 'os_euro', name: EUROPE },
    { id: 'os_asia', name: ASIA },
    { id: 'os_cht', name: TW_HK_MO },
  ],
  'zenless-zone-zero': [
    { id: 'prod_gf_us', name: AMERICA },
    { id: 'prod_gf_eu', name: EUROPE },
    { id: 'prod_gf_jp', name: ASIA },
    { id: 'prod_gf_sg', name: TW_HK_MO },
  ],
  'honkai-star-rail': [
    { id: 'prod_official_usa', name: AMERICA },
    { id: 'prod_official_eur', name: EUROPE },
    { id: 'prod_official_asia', name: ASIA },
    { id: 'prod_official_cht', name: TW_HK_MO },
  ],
};

/** A game's servers; none for a game without servers (or a name that is no game). */
const serversOf = (game: string): readonly GameServer[] =>
  Object.hasOwn(GAME_SERVERS, game) ? (GAME_SERVERS[game] ?? []) : [];

/** The server ids a game's picker offers, in order; none for a game without servers. */
export const gameServerIds = (game: string): readonly string[] => serversOf(game).map((server) => server.id);

/**
 * The shopper's name of a server id ("os_asia" -> "Asia"), looked up in one game's servers when `game`
 * (a link name) is given, else in every game's (ids differ between games). Null: not a known server,
 * so the caller shows the value as it is.
 */
export function gameServerName(serverId: string, language: Language, game?: string): string | null {
  const lists = game === undefined ? Object.values(GAME_SERVERS) : [serversOf(game)];
  for (const list of lists) {
    const server = list.find((candidate) => candidate.id === serverId.trim());
    if (server) return server.name[language];
  }
  return null;
}
