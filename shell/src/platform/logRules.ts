// The client log's numbers of the store API/8, apart from the logger so the end-to-end specs can read them
// without loading the store's code.

export const LOG_BATCH_SIZE = 10;
export const LOG_FLUSH_INTERVAL_MS = 5000;
export const LOG_MAX_RETRIES = 3;
/** Wait before retry n (1-based): 1 s, 2 s, 3 s. */
export const LOG_RETRY_DELAY_MS = 1000;
/**
 * Path of the log endpoint. Like every call it goes to base URL + API prefix, so the
 * browser posts to `{apiPrefix}/api/logs` and store-api serves `/api/logs`.
 */
export const LOG_ENDPOINT = '/api/logs';
/** The protocol text of a falsy server response. */
export const LOG_SERVER_ERROR_MESSAGE = '服务器响应异常';
/** Bound on entries kept while offline, so a long offline session cannot exhaust memory. */
export const LOG_MAX_QUEUED = 500;
