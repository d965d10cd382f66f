// Campaign tracking of spec 4/7: only when the URL carries utm_source, POST /hums/utm/tracker with
// every query parameter plus the stored uuid. The answer's code decides the stored utm-uuid: 401
// stores its data, 404 leaves it, anything else clears it. Errors are silent (no toast, no throw).
import { apiUrl, postJson, type PostJson } from './httpTransport';
import { STORAGE_KEYS, isString, readStored, removeStored, writeStored } from './storage';

export const UTM_TRACKER_PATH = '/hums/utm/tracker';
export const UTM_SOURCE_PARAM = 'utm_source';
const STORE_UUID_CODE = 401;
const KEEP_UUID_CODE = 404;

export interface UtmAnswer {
  code: number;
  data?: unknown;
}

/** Posts the payload to UTM_TRACKER_PATH without toast and returns the envelope's code and data. */
export type UtmTransport = (path: string, payload: Record<string, string>) => Promise<UtmAnswer>;

export const hasUtmSource = (search: string): boolean => new URLSearchParams(search).has(UTM_SOURCE_PARAM);

export function utmPayload(search: string): Record<string, string> {
  const payload = Object.fromEntries(new URLSearchParams(search));
  const uuid = readStored(STORAGE_KEYS.utmUuid, isString);
  return uuid ? { ...payload, uuid } : payload;
}

/** Resolves true when a call was made; never rejects. */
export async function trackUtm(search: string, send: UtmTransport): Promise<boolean> {
  if (!hasUtmSource(search)) return false;
  try {
    const answer = await send(UTM_TRACKER_PATH, utmPayload(search));
    if (answer.code === STORE_UUID_CODE) {
      if (typeof answer.data === 'string' || typeof answer.data === 'number') {
        writeStored(STORAGE_KEYS.utmUuid, String(answer.data));
      }
    } else if (answer.code !== KEEP_UUID_CODE) {
      removeStored(STORAGE_KEYS.utmUuid);
    }
  } catch {
    // spec 8: UTM errors are silently ignored
  }
  return true;
}

/** Default transport: POST {apiBase}{apiPrefix}/hums/utm/tracker, reading the envelope even on a 4xx. */
export const httpUtmTransport =
  (post: PostJson = postJson): UtmTransport =>
  async (path, payload) => {
    const { status, body } = await post(apiUrl(path), payload);
    const envelope =
      typeof body === 'object' && body !== null ? (body as { code?: unknown; data?: unknown }) : {};
    return { code: typeof envelope.code === 'number' ? envelope.code : status, data: envelope.data };
  };
