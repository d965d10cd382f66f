// How a batch reaches the tracker's endpoint: a JSON POST that outlives the page (keepalive: a batch
// flushed as the tab is hidden still leaves) and is abandoned after TRACKER_API_TIMEOUT_MS.
import { TRACKER_API_TIMEOUT_MS } from './trackerRules';

export type TrackerPost = (url: string, body: unknown) => Promise<boolean>;

/** True when the endpoint took the batch (2xx); false when it refused, failed or did not answer in time. */
export function trackerPost(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TRACKER_API_TIMEOUT_MS,
): TrackerPost {
  return async (url, body) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
        signal: controller.signal,
      });
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
}
