// Compile-time contract of the game-account lookup with store-api's route schema, the
// shared types are derived from them (shared-lib/src/api/responseData.ts): `tsc` fails here when the two drift.
import type { Fits, Holds, ResponseData } from '@topup/shared-lib';
import type { GameAccount } from './gameAccountTypes';

export type GameAccountContract = Holds<
  Fits<GameAccount, ResponseData<'/supplier/api/mlbb/userinfo', 'get'>>
>;
