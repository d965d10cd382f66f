// Minimal JSON POST for platform services. They cannot use api/client (api sits above platform),
// and their calls differ from the envelope client anyway: silent, and they need the raw response.
import { getRuntimeConfig } from './runtimeConfig';

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
