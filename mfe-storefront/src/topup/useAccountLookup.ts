// The game-account lookup (spec 7): asked 500 ms after the shopper stops typing (spec 9 debounce),
// answers for older input are dropped, and the page may not be paid until an account is found.
import { useEffect, useState } from 'react';
import { ApiError, DEBOUNCE_DEFAULT_MS, debounce, games, type GameAccount } from '@topup/shared-lib';
import type { GameLookupConfig } from './gameAccounts';

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
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const accountId = account.trim();
  const serverId = server.trim();
  const ready = config !== null && accountId !== '' && (!config.serverField || serverId !== '');

  useEffect(() => {
    if (!config || !ready) {
      setState({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setState({ status: 'checking' });
    const run = debounce(() => {
      games
        .userInfo(config.game, {
          account: accountId,
          ...(config.serverField ? { serverid: serverId } : {}),
        })
        .then(
          (answer: GameAccountAnswer) => {
            if (!current) return;
            const roles = Array.isArray(answer.roles) ? answer.roles : [];
            setState({ status: 'found', account: answer, roles });
          },
          (error: unknown) => {
            if (!current) return;
            // Unknown ids answer 404, ids the publisher rejects outright (bad characters) 400.
            if (error instanceof ApiError && (error.code === NOT_FOUND || error.code === BAD_REQUEST)) {
              setState({ status: 'notFound' });
            } else {
              setState({ status: 'error', message: error instanceof ApiError ? error.message : null });
            }
          },
        );
    }, DEBOUNCE_DEFAULT_MS);
    run();
    return () => {
      current = false;
      run.cancel();
    };
  }, [config, ready, accountId, serverId]);

  return state;
}
