// Test helper: an axios adapter that records each request and answers from a function, so client
// and module tests see exactly what would go over the wire without a network.
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiHttp } from '../api/axiosTransport';

export interface SentRequest {
  method: string;
  url: string;
  baseURL: string;
  params: unknown;
  data: unknown;
  headers: Record<string, string>;
  timeout: number;
}

export type Answer = { status?: number; body: unknown } | 'hang' | 'refuse';

function record(config: InternalAxiosRequestConfig): SentRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) headers[name] = String(value);
  let data: unknown = config.data;
  if (typeof data === 'string' && headers['Content-Type']?.includes('json')) data = JSON.parse(data);
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: config.url ?? '',
    baseURL: config.baseURL ?? '',
    params: config.params,
    data,
    headers,
    timeout: config.timeout ?? 0,
  };
}

/** Installs the fake; `answer` decides each reply ('hang' never answers until the time-out fires). */
export function installFakeAdapter(answer: (request: SentRequest) => Answer = () => ({ body: ok(null) })) {
  const sent: SentRequest[] = [];
  const previous = apiHttp.defaults.adapter;
  const adapter: AxiosAdapter = (config) => {
    const request = record(config);
    sent.push(request);
    const reply = answer(request);
    if (reply === 'refuse') {
      // A connection that never reached a server (refused, dropped, offline): no response at all.
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    }
    if (reply === 'hang') {
      // Behaves like axios' own time-out: reject with ECONNABORTED after config.timeout.
      return new Promise<AxiosResponse>((_resolve, reject) => {
        setTimeout(
          () => reject(new AxiosError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED', config)),
          request.timeout,
        );
      });
    }
    return Promise.resolve({
      data: reply.body,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
    });
  };
  apiHttp.defaults.adapter = adapter;
  return {
    sent,
    last: (): SentRequest => {
      const request = sent[sent.length - 1];
      if (!request) throw new Error('no request was sent');
      return request;
    },
    restore: () => {
      apiHttp.defaults.adapter = previous;
    },
  };
}

export const ok = (data: unknown) => ({ code: 200, message: 'OK', data });
export const fail = (code: number, message: string, data: unknown = null) => ({ code, message, data });
