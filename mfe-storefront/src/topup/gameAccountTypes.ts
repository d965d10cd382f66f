// Game account lookups (result shape not shown; this is what a top-up form needs). The games: gameAccountApi.ts.

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
