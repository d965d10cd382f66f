// What the api client hands its transport and gets back: one HTTP exchange, nothing of the envelope.
import type { Method } from 'axios';

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
export type HttpTransport = (request: HttpRequest) => Promise<HttpAnswer>;
