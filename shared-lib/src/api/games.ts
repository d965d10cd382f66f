// Game account lookups of the store API: all GET /supplier/api/{game}/userinfo.
import type { ApiRequest } from './client';
import type { GameAccount, GameAccountQuery, GameKey } from './gameTypes';

export function gamesApi(apiRequest: ApiRequest) {
  const lookup = (game: string, params: Record<string, string | undefined>, toast = true) =>
    apiRequest<GameAccount>({ path: `/supplier/api/${game}/userinfo`, params, toast });
  return {
    /** No toast: the form says when the account is unknown. */
    poppo: (account: string) => lookup('poppo', { account }, false),
    mlbb: (account: string, serverid: string) => lookup('mlbb', { account, serverid }),
    genshinImpact: (account: string, serverid: string) => lookup('genshin-impact', { account, serverid }),
    zenlessZoneZero: (account: string, serverid: string) =>
      lookup('zenless-zone-zero', { account, serverid }),
    pubg: (account: string) => lookup('pubg', { account }),
    honkai: (account: string, serverid: string) => lookup('honkai', { account, serverid }),
    freefire: (account: string) => lookup('freefire', { account }),
    douyin: (account: string) => lookup('douyin', { account }),
    /** Any of the 8 games without the error toast: a purchase form says "not found" in place itself. */
    userInfo: (game: GameKey, query: GameAccountQuery) => lookup(game, { ...query }, false),
  };
}
