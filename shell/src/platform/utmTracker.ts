// Campaign tracking: only when the URL carries utm_source, POST /hums/utm/tracker with
// every query parameter plus the stored uuid. The answer's code decides the stored utm-uuid: 401
// stores its data, 404 leaves it, anything else clears it. Errors are silent (no toast, no throw).
// Offline (at the call or when it fails), the visit is queued and sent on the 'online' event. Only the
// shell uses it, as a chunk of its own fetched for a campaign's address: it is not in shared-lib's
// public surface (index.ts), which the first load carries whole.
import {
  ApiError,
  STORAGE_KEYS,
  SUCCESS_CODE,
  callGroup,
  isString,
  readStored,
  removeStored,
  writeStored,
  type Api,
} from '@topup/shared-lib';
import { apiUrl, postJson, type PostJson } from './postJson';
import { hasUtmSource } from './utmSource';

export const UTM_TRACKER_PATH = '/hums/utm/tracker';
const STORE_UUID_CODE = 401;
const KEEP_UUID_CODE = 404;

export interface UtmAnswer {
  code: number;
  data?: unknown;
}

/** Posts the payload to UTM_TRACKER_PATH without toast and returns the envelope's code and data. */
export type UtmTransport = (path: string, payload: Record<string, string>) => Promise<UtmAnswer>;

export function utmPayload(search: string): Record<string, string> {
  const payload = Object.fromEntries(new URLSearchParams(search));
  const uuid = readStored(STORAGE_KEYS.utmUuid, isString);
  return uuid ? { ...payload, uuid } : payload;
}

/** Bound on visits kept while offline. */
export const UTM_MAX_QUEUED = 20;

/** The browser window's online state and events; absent outside a browser. */
export type UtmTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'navigator'>;

const defaultTarget = (): UtmTarget | undefined => (typeof window === 'undefined' ? undefined : window);
const isOffline = (target: UtmTarget | undefined): boolean => target?.navigator.onLine === false;

const queued: { search: string; send: UtmTransport }[] = [];
let waitingTarget: UtmTarget | undefined;

function sendQueued(): void {
  const target = waitingTarget;
  waitingTarget = undefined;
  target?.removeEventListener('online', sendQueued);
  for (const visit of queued.splice(0)) void trackUtm(visit.search, visit.send, target);
}

function queueUntilOnline(search: string, send: UtmTransport, target: UtmTarget | undefined): void {
  if (!target) return;
  queued.push({ search, send });
  if (queued.length > UTM_MAX_QUEUED) queued.splice(0, queued.length - UTM_MAX_QUEUED);
  if (waitingTarget) return;
  waitingTarget = target;
  target.addEventListener('online', sendQueued);
}

/** Visits waiting for the browser to come back online. */
export const queuedUtmVisits = (): number => queued.length;

/** Resolves true when a call was made or queued for when the browser is back online; never rejects. */
export async function trackUtm(
  search: string,
  send: UtmTransport,
  target: UtmTarget | undefined = defaultTarget(),
): Promise<boolean> {
  if (!hasUtmSource(search)) return false;
  if (isOffline(target)) {
    queueUntilOnline(search, send, target);
    return true;
  }
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
    // UTM errors are silently ignored; a visit lost to the network going away is sent later.
    if (isOffline(target)) queueUntilOnline(search, send, target);
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

/** The campaign call on the store set's api client: it never toasts, and answers an envelope's code. */
export const utmApi = callGroup((apiRequest) => ({
  track: async (payload: Record<string, string>): Promise<UtmAnswer> => {
    try {
      const data = await apiRequest<unknown>({
        method: 'POST',
        path: UTM_TRACKER_PATH,
        params: payload,
        toast: false,
      });
      return { code: SUCCESS_CODE, data };
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, data: error.data };
      throw error;
    }
  },
}));

/** The store's api client as a transport. */
export const utmTransport =
  (api: Api): UtmTransport =>
  (_path, payload) =>
    utmApi(api).track(payload);
