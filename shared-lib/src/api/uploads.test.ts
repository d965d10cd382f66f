import { getRuntimeConfig, setRuntimeConfig } from '../platform/runtimeConfig';
import { testSession, testStores } from '../testing/testStores';
import { ApiError } from './envelope';
import { CLOCK_SKEW_CODE, UPLOAD_MAX_TRIES, UPLOAD_RETRY_DELAY_MS } from './uploadRetry';
import { apiFileUrl } from './uploads';

/** Loads of the PUT's chunk that fail (a dropped connection) before the next one comes. */
let mockChunkFailures = 0;
jest.mock('./uploadPut', () => {
  if (mockChunkFailures > 0) {
    mockChunkFailures -= 1;
    throw new Error('Loading chunk upload failed.');
  }
  return jest.requireActual('./uploadPut');
});

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
  ({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body)),
  }) as unknown as Response;

const SKEWED = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${CLOCK_SKEW_CODE}</Code><Message>The difference between the request time and the current time is too large.</Message></Error>`;
const png = () => new Blob(['png'], { type: 'image/png' });

describe('uploads', () => {
  const initial = getRuntimeConfig();
  const initialFetch = global.fetch;
  afterEach(() => {
    setRuntimeConfig(initial);
    global.fetch = initialFetch;
    jest.useRealTimers();
  });

  const fetchAnswering = (...answers: Array<Response | Error>) => {
    const fetchMock = jest.fn();
    for (const next of answers) {
      if (next instanceof Error) fetchMock.mockRejectedValueOnce(next);
      else fetchMock.mockResolvedValueOnce(next);
    }
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  };

  it('PUTs the file to the ticket’s slot under the API, with the file’s type and no session', async () => {
    setRuntimeConfig({ ...initial, apiBase: '', apiPrefix: '/api' });
    const fetchMock = fetchAnswering(answer(200, { code: 200, message: 'success', data: {} }));
    const file = png();
    await uploads.put(ticket, file);
    expect(fetchMock).toHaveBeenCalledWith(`/api${ticket.uploadUrl}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: file,
    });
  });

  it('sends a bucket’s presigned URL as it is, with the headers the ticket names', async () => {
    const fetchMock = fetchAnswering(answer(200, ''));
    const bucket = {
      ...ticket,
      uploadUrl: 'https://bucket.example/pictures/a.png?X-Amz-Signature=abc',
      uploadHeaders: { 'if-none-match': '*' },
    };
    await uploads.put(bucket, png());
    expect(fetchMock).toHaveBeenCalledWith(
      bucket.uploadUrl,
      expect.objectContaining({ headers: { 'Content-Type': 'image/png', 'if-none-match': '*' } }),
    );
  });

  it('says why the storage refused, and does not try again after a refusal', async () => {
    const fetchMock = fetchAnswering(
      answer(409, { code: 409, message: 'This upload ticket was already used.', data: null }),
    );
    const refused = uploads.put(ticket, png());
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      code: 409,
      message: 'This upload ticket was already used.',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries again after a 5xx, a clock-skew refusal and a dropped connection, waiting longer each time', async () => {
    jest.useFakeTimers();
    const fetchMock = fetchAnswering(
      answer(503, 'Slow Down'),
      answer(403, SKEWED),
      new TypeError('Failed to fetch'),
      answer(200, ''),
    );
    const put = uploads.put(ticket, png());
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 3);
    await expect(put).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(UPLOAD_MAX_TRIES);
  });

  it("fetches the PUT's chunk again after a dropped connection, waiting as between tries", async () => {
    jest.useFakeTimers();
    // The chunk is fetched afresh, as on a page that has not uploaded yet.
    jest.resetModules();
    mockChunkFailures = 2;
    const fetchMock = fetchAnswering(answer(200, ''));
    const put = uploads.put(ticket, png());
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 2);
    await expect(put).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${UPLOAD_MAX_TRIES} tries with the storage's last answer`, async () => {
    jest.useFakeTimers();
    const fetchMock = fetchAnswering(...Array.from({ length: UPLOAD_MAX_TRIES + 1 }, () => answer(500, '')));
    const put = uploads.put(ticket, png());
    const failed = expect(put).rejects.toMatchObject({ code: 500 });
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS * 6);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(UPLOAD_MAX_TRIES);
  });

  it('a 403 that is not about the clock (an expired ticket) is not tried again', async () => {
    const fetchMock = fetchAnswering(answer(403, '<Error><Code>AccessDenied</Code></Error>'));
    await expect(uploads.put(ticket, png())).rejects.toMatchObject({ code: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts "already written" after a lost answer as stored: the lost try wrote the file', async () => {
    jest.useFakeTimers();
    fetchAnswering(
      new TypeError('network changed'),
      answer(412, '<Error><Code>PreconditionFailed</Code></Error>'),
    );
    const put = uploads.put(ticket, png());
    await jest.advanceTimersByTimeAsync(UPLOAD_RETRY_DELAY_MS);
    await expect(put).resolves.toBeUndefined();
  });

  it('reads sandbox files through the API and leaves other URLs alone', () => {
    setRuntimeConfig({ ...initial, apiBase: 'https://api.example.com', apiPrefix: '/api' });
    expect(apiFileUrl(ticket.url)).toBe(`https://api.example.com/api${ticket.url}`);
    expect(apiFileUrl('/media/products/a.svg')).toBe('/media/products/a.svg');
    expect(apiFileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(apiFileUrl('')).toBe('');
  });
});
