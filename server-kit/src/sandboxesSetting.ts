// The STORE_SANDBOXES setting, on its own: the page server reads it too, without the rest of store-api's
// configuration (which finds store-api's folder on disk).

/** STORE_SANDBOXES: on or off; unset is off, so a forgotten variable never opens the sandboxes in production. */
export function parseSandboxes(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'off') return false;
  if (value === 'on') return true;
  throw new Error(`STORE_SANDBOXES must be "on" or "off", got "${raw ?? ''}".`);
}
