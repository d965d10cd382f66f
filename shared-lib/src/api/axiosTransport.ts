// The api client's HTTP requests, through axios (the design card's HTTP library), in a chunk of its
// own (transportLoader.ts): a guest's first page is answered by the entry's early reads and needs
// none of it before it paints (issue 10).
import axios, { type AxiosInstance, type Method } from 'axios';
import { API_TIMEOUT_MS } from './apiTimeout';
import { TransportFailure } from './transportFailure';

/** The axios instance; tests plug a fake adapter into `apiHttp.defaults.adapter` (fakeAdapter.ts). */
export const apiHttp: AxiosInstance = axios.create({
  timeout: API_TIMEOUT_MS,
  // Errors come back as envelopes with a 4xx status: read them, do not throw on status.
  validateStatus: () => true,
});

export interface HttpRequest {
  method: Method;
  baseURL: string;
  url: string;
  params?: unknown;
  data?: unknown;
  headers: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** Sends one request; a request without an answer rejects with a TransportFailure. */
export async function sendHttp(request: HttpRequest): Promise<HttpAnswer> {
  try {
    const response = await apiHttp.request<unknown>(request);
    return { status: response.status, body: response.data };
  } catch (cause) {
    if (axios.isAxiosError(cause) && cause.response === undefined) {
      throw new TransportFailure(cause.code === 'ECONNABORTED');
    }
    throw cause;
  }
}
