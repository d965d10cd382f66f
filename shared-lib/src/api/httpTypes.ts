// What the api client hands its transport and gets back: one HTTP exchange, nothing of the envelope.
/** The methods the store API's calls use. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
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
