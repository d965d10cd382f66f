// The game-account lookups of the store API (GET /supplier/api/{game}/userinfo), bound to the store set's
// api client. No toast: the purchase form says "not found" in place itself.
import { callGroup } from '@topup/shared-lib';
import type { GameAccount, GameAccountQuery } from './gameAccountTypes';

/** The 8 games with an account lookup, as path segments of /supplier/api/{game}/userinfo. */
export const GAME_KEYS = [
  'poppo',
  'mlbb',
  'genshin-impact',
  'zenless-zone-zero',
  'pubg',
  'honkai',
  'freefire',
  'douyin',
] as const;
export type GameKey = (typeof GAME_KEYS)[number];

export const gameAccountApi = callGroup((apiRequest) => ({
  userInfo: (game: GameKey, query: GameAccountQuery) =>
    apiRequest<GameAccount>({ path: `/supplier/api/${game}/userinfo`, params: { ...query }, toast: false }),
}));
