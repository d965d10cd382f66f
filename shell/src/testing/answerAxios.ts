// Test helper: answers the browser transport's axios instance (transport/axiosTransport.ts) from a
// function, as a server or a dropped connection would, and records what axios was asked to send.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiHttp } from '../transport/axiosTransport';

export type AxiosAnswer = { status?: number; body: unknown } | 'hang' | 'refuse';

export function answerAxios(answer: (config: InternalAxiosRequestConfig) => AxiosAnswer) {
  const sent: InternalAxiosRequestConfig[] = [];
  const previous = apiHttp.defaults.adapter;
  const adapter: AxiosAdapter = (config) => {
    sent.push(config);
    const reply = answer(config);
    // No response at all: refused, dropped, offline.
    if (reply === 'refuse') return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    if (reply === 'hang') {
      // As axios' own time-out does: ECONNABORTED after config.timeout.
      return new Promise((_resolve, reject) =>
        setTimeout(() => reject(new AxiosError('timeout', 'ECONNABORTED', config)), config.timeout),
      );
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
    restore: () => {
      apiHttp.defaults.adapter = previous;
    },
  };
}
