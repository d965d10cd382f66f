// Game account lookups of spec 7: all GET /supplier/api/{game}/userinfo.
import { apiRequest } from './client';
import type { GameAccount } from './gameTypes';

const lookup = (game: string, params: Record<string, string>, toast = true) =>
  apiRequest<GameAccount>({ path: `/supplier/api/${game}/userinfo`, params, toast });

export const games = {
  /** No toast (spec 7): the form says when the account is unknown. */
  poppo: (account: string) => lookup('poppo', { account }, false),
  mlbb: (account: string, serverid: string) => lookup('mlbb', { account, serverid }),
  genshinImpact: (account: string, serverid: string) => lookup('genshin-impact', { account, serverid }),
  zenlessZoneZero: (account: string, serverid: string) => lookup('zenless-zone-zero', { account, serverid }),
  pubg: (account: string) => lookup('pubg', { account }),
  honkai: (account: string, serverid: string) => lookup('honkai', { account, serverid }),
  freefire: (account: string) => lookup('freefire', { account }),
  douyin: (account: string) => lookup('douyin', { account }),
};
