/**
 * A JSON object written into the page by the store's server (the runtime config, a route's
 * parameters), or null when the text is not one: the entry never throws over a broken hint.
 */
export function parsedObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
