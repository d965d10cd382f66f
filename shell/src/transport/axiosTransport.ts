// The browser's api client sends its HTTP requests through axios (the design card's HTTP library), in
// a chunk of its own (transportLoader.ts): a server-rendered page holds its first reads and needs none
// of it before it paints. The api client is shared-lib's; the transport is the host's (the shell's, a
// remote's standalone harness's), so shared-lib carries no HTTP library.
import axios, { type AxiosInstance } from 'axios';
import { API_TIMEOUT_MS, TransportFailure, type HttpTransport } from '@topup/shared-lib';

/** The axios instance; tests answer through `apiHttp.defaults.adapter` (testing/answerAxios.ts). */
export const apiHttp: AxiosInstance = axios.create({
  timeout: API_TIMEOUT_MS,
  // Errors come back as envelopes with a 4xx status: read them, do not throw on status.
  validateStatus: () => true,
});

/** Sends one request; a request without an answer rejects with a TransportFailure. */
export const sendHttp: HttpTransport = async (request) => {
  try {
    const response = await apiHttp.request<unknown>(request);
    return { status: response.status, body: response.data };
  } catch (cause) {
    if (axios.isAxiosError(cause) && cause.response === undefined) {
      throw new TransportFailure(cause.code === 'ECONNABORTED');
    }
    throw cause;
  }
};
