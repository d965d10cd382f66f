// Minimal JSON POST for the shell's site services (logs, campaign and cart tracking): their calls differ
// from the api client's envelope calls, being silent and needing the raw response.
import { getRuntimeConfig } from '@topup/shared-lib';

export interface HttpResult {
  status: number;
  /** Parsed JSON body, or null when the body was empty or not JSON. */
  body: unknown;
}

export type PostJson = (url: string, body: unknown, headers?: Record<string, string>) => Promise<HttpResult>;

/** The store API base URL plus API prefix in front of a path. */
export function apiUrl(path: string): string {
  const { apiBase, apiPrefix } = getRuntimeConfig();
  return `${apiBase}${apiPrefix}${path}`;
}

export const postJson: PostJson = async (url, body, headers = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null; // not JSON: the caller sees the status only
  }
  return { status: response.status, body: parsed };
};
