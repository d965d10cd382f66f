// Test helper: one store set's api over the fake transport (testing/fakeTransport.ts), with the error
// hook as a spy, so a call group's test sees the path, method and toast of each call.
import { createApiClient, type RequestBase } from '../api/client';
import { createApi, type Api } from '../api/createApi';
import { testTransport } from './fakeTransport';

export function testApi(): { api: Api; onError: jest.Mock } {
  const bases: Record<RequestBase, string> = { api: '/api', apiOrigin: '', page: '/' };
  const onError = jest.fn();
  const api = createApi(
    createApiClient(
      {
        authorization: () => null,
        language: () => 'en',
        currency: () => 'USD',
        country: () => 'US',
        baseUrl: (base) => bases[base],
        networkMessage: () => 'network',
        onError,
        onUnauthorized: jest.fn(),
        onNotSupported: jest.fn(),
      },
      testTransport,
    ),
  );
  return { api, onError };
}
