// The game-account lookup: asked 500 ms after the shopper stops typing,
// answers for older input are dropped, and the page may not be paid until an account is found.
import { useEffect, useState } from 'react';
import { ApiError, isDeveloperSentence, useStores } from '@topup/shared-lib';
import { type GameAccount } from './gameAccountTypes';
import { DEBOUNCE_DEFAULT_MS, debounce } from './debounce';
import type { GameLookupConfig } from './gameAccounts';
import { gameAccountApi } from './gameAccountApi';

/** A role behind an account; a publisher may answer several for one id (store-api answers one). */
export interface GameRole {
  roleId: string;
  nickname: string;
  serverId?: string | null;
}

/** The lookup answer as the page reads it: the shared shape plus the optional role list. */
export type GameAccountAnswer = GameAccount & { roles?: GameRole[] };

export type LookupState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'found'; account: GameAccountAnswer; roles: GameRole[] }
  | { status: 'notFound' }
  | { status: 'error'; message: string | null };

const NOT_FOUND = 404;
const BAD_REQUEST = 400;

export function useAccountLookup(
  config: GameLookupConfig | null,
  account: string,
  server: string,
): LookupState {
  const games = gameAccountApi(useStores().api);
  const accountId = account.trim();
  const serverId = server.trim();
  const ready = config !== null && accountId !== '' && (!config.serverField || serverId !== '');
  const key = ready ? `${config.game}|${accountId}|${serverId}` : null;
  // An answer counts only for the input it was asked with.
  const [settled, setSettled] = useState<{ key: string; state: LookupState } | null>(null);

  useEffect(() => {
    if (!config || key === null) return undefined;
    let current = true;
    const settle = (state: LookupState) => {
      if (current) setSettled({ key, state });
    };
    const run = debounce(() => {
      games
        .userInfo(config.game, {
          account: accountId,
          ...(config.serverField ? { serverid: serverId } : {}),
        })
        .then(
          (answer: GameAccountAnswer) =>
            settle({
              status: 'found',
              account: answer,
              roles: Array.isArray(answer.roles) ? answer.roles : [],
            }),
          (error: unknown) => {
            // Unknown ids answer 404, ids the publisher rejects outright (bad characters) 400.
            if (error instanceof ApiError && (error.code === NOT_FOUND || error.code === BAD_REQUEST)) {
              settle({ status: 'notFound' });
            } else {
              // A developer's sentence is no message for the shopper: the page says it in its own words.
              const said = error instanceof ApiError ? error.message : '';
              settle({ status: 'error', message: said && !isDeveloperSentence(said) ? said : null });
            }
          },
        );
    }, DEBOUNCE_DEFAULT_MS);
    run();
    return () => {
      current = false;
      run.cancel();
    };
  }, [games, config, key, accountId, serverId]);

  if (key === null) return { status: 'idle' };
  return settled?.key === key ? settled.state : { status: 'checking' };
}
