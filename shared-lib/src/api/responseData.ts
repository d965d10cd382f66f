import type { paths } from './generated/storeApi';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The `data` of a call's 200 answer, as store-api's OpenAPI document (generated types) describes it. */
export type ResponseData<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;

/** An array's element. */
export type Item<T> = T extends readonly (infer U)[] ? U : never;

/** `T` with the fields `K` optional: what an older store-api, or a copy stored before it sent them, may lack. */
export type Loose<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * True when every field of Front exists in Server, and Server's values for them fit Front's types: for an
 * app's own answer type written by hand (`Holds<Fits<...>>` fails `tsc` when the two drift).
 */
export type Fits<Front, Server> = [Exclude<keyof Front, keyof Server>] extends [never]
  ? [Pick<Server, keyof Front & keyof Server>] extends [Front]
    ? true
    : false
  : false;
export type Holds<T extends true> = T;
