// Path parameters (`:name`, `{name}`), filled in one place for every call of the api client.

/** Fills `:name` / `{name}` from params and returns the rest. */
export function fillPath(
  path: string,
  params: Record<string, unknown> = {},
): { url: string; rest: Record<string, unknown> } {
  const rest = { ...params };
  const url = path.replace(
    /:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\}/g,
    (_match, colon?: string, brace?: string) => {
      const name = (colon ?? brace) as string;
      const value = rest[name];
      if (value === undefined || value === null || value === '') {
        throw new Error(`Path parameter "${name}" of ${path} not provided in params`);
      }
      delete rest[name];
      return encodeURIComponent(String(value));
    },
  );
  return { url, rest };
}
