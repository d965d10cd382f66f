// What the store's two Fastify servers, store-api and the shell's page server, run alike: one request id
// carried through both, the same metrics, the same trusted proxies, the same STORE_SANDBOXES switch, the same log formats.
// Each server is deployed on its own, so they share this package rather than each other's source.
export { REQUEST_ID_HEADER, echoRequestIds, requestIdOptions } from './requestIds';
export { installRequestMetrics, registerMetricsRoute } from './requestMetrics';
export { TRUSTED_PROXIES } from './trustedProxies';
export { parseSandboxes } from './sandboxesSetting';
export { logFormatFrom, serverLogOptions, type LogFormat, type LogSetting } from './serverLogging';
