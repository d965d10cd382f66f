import { getRuntimeConfig, setRuntimeConfig } from '../platform/runtimeConfig';
import { testSession, testStores } from '../testing/testStores';
import { ApiError } from './envelope';
import { apiFileUrl } from './uploads';

/** The uploads of a member's store set: the session stays off the storage's PUT all the same. */
const { uploads } = testStores({ session: testSession() }).api;

const ticket = {
  fileName: 'a.png',
  key: 'orders/1/comment/0123456789abcdef-a.png',
  uploadUrl: '/sandbox/storage/orders/1/comment/0123456789abcdef-a.png?ticket=abc',
  uploadHeaders: {},
  url: '/sandbox/storage/orders/1/comment/0123456789abcdef-a.png',
  expireTime: '2026-11-22T08:15:00Z',
};

const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

describe('uploads', () => {
  const initial = getRuntimeConfig();
  const initialFetch = global.fetch;
  afterEach(() => {
    setRuntimeConfig(initial);
    global.fetch = initialFetch;
  });

  it('PUTs the file to the ticket’s slot under the API, with the file’s type and no session', async () => {
    setRuntimeConfig({ ...initial, apiBase: '', apiPrefix: '/api' });
    const fetchMock = jest.fn().mockResolvedValue(answer(200, { code: 200, message: 'success', data: {} }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const file = new Blob(['png'], { type: 'image/png' });
    await uploads.put(ticket, file);
    expect(fetchMock).toHaveBeenCalledWith(`/api${ticket.uploadUrl}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: file,
    });
  });

  it('sends a bucket’s presigned URL as it is, with the headers the ticket names', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, null));
    global.fetch = fetchMock as unknown as typeof fetch;
    const bucket = {
      ...ticket,
      uploadUrl: 'https://bucket.example/pictures/a.png?X-Amz-Signature=abc',
      uploadHeaders: { 'if-none-match': '*' },
    };
    await uploads.put(bucket, new Blob(['png'], { type: 'image/png' }));
    expect(fetchMock).toHaveBeenCalledWith(
      bucket.uploadUrl,
      expect.objectContaining({ headers: { 'Content-Type': 'image/png', 'if-none-match': '*' } }),
    );
  });

  it('says why the storage refused', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(409, { code: 409, message: 'This upload ticket was already used.', data: null }),
      ) as unknown as typeof fetch;
    const refused = uploads.put(ticket, new Blob(['png'], { type: 'image/png' }));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      code: 409,
      message: 'This upload ticket was already used.',
    });
  });

  it('reads sandbox files through the API and leaves other URLs alone', () => {
    setRuntimeConfig({ ...initial, apiBase: 'https://api.example.com', apiPrefix: '/api' });
    expect(apiFileUrl(ticket.url)).toBe(`https://api.example.com/api${ticket.url}`);
    expect(apiFileUrl('/media/products/a.svg')).toBe('/media/products/a.svg');
    expect(apiFileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(apiFileUrl('')).toBe('');
  });
});
