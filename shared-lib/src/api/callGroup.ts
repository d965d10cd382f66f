// A group of calls one app alone makes, kept in that app and bound to a store set's one api client: the
// group of a set is made once, so the page and a test spying on it hold the same object.
import type { ApiRequest } from './client';
import type { Api } from './createApi';

export function callGroup<T extends object>(make: (request: ApiRequest) => T): (api: Api) => T {
  const groups = new WeakMap<Api, T>();
  return (api) => {
    const made = groups.get(api);
    if (made) return made;
    const group = make(api.request);
    groups.set(api, group);
    return group;
  };
}
