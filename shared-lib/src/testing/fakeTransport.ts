// Test helper: a transport that records each request the api client hands it and answers from a
// function, so client and call-group tests see exactly what would go over the wire without a network.
// `testTransport` sends through the fake installed last (testApi.ts uses it).
import { TransportFailure } from '../api/transportFailure';
import type { HttpRequest, HttpTransport } from '../api/httpTypes';

export type SentRequest = HttpRequest;

/**
 * An answer; 'refuse': no connection (refused, dropped, offline), 'hang': no answer before the time-out,
 * each as the browser's transport reports it (a TransportFailure).
 */
export type Answer = { status?: number; body: unknown } | 'hang' | 'refuse';

let installed: HttpTransport | null = null;

/** Sends through the installed fake; without one, the test has said nothing about the network. */
export const testTransport: HttpTransport = (request) =>
  installed ? installed(request) : Promise.reject(new Error('No fake transport is installed'));

/** Installs the fake; `answer` decides each reply. */
export function installFakeTransport(answer: (request: SentRequest) => Answer = () => ({ body: ok(null) })) {
  const sent: SentRequest[] = [];
  const previous = installed;
  installed = async (request) => {
    sent.push(request);
    const reply = answer(request);
    if (reply === 'refuse' || reply === 'hang') throw new TransportFailure(reply === 'hang');
    return { status: reply.status ?? 200, body: reply.body };
  };
  return {
    sent,
    last: (): SentRequest => {
      const request = sent[sent.length - 1];
      if (!request) throw new Error('no request was sent');
      return request;
    },
    restore: () => {
      installed = previous;
    },
  };
}

export const ok = (data: unknown) => ({ code: 200, message: 'OK', data });
export const fail = (code: number, message: string, data: unknown = null) => ({ code, message, data });
