// Game account lookups (result shape not shown; this is what a top-up form needs).

/** The 8 games with an account lookup, as path segments of /supplier/api/{game}/userinfo. */
export type GameKey =
  'poppo' | 'mlbb' | 'genshin-impact' | 'zenless-zone-zero' | 'pubg' | 'honkai' | 'freefire' | 'douyin';

export interface GameAccountQuery {
  account: string;
  serverid?: string;
}

export interface GameAccount {
  game: string;
  account: string;
  serverId: string | null;
  /** The in-game name shown to confirm the account. */
  nickname: string;
}
