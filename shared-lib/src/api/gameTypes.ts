// Game account lookups (spec 7: result shape not shown; this is what a top-up form needs).

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
