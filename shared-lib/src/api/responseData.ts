import type { paths } from './generated/storeApi';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** The `data` of a call's 200 answer, as store-api's OpenAPI document (generated types) describes it. */
export type ResponseData<P extends keyof paths, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;
