import { getRuntimeConfig, setRuntimeConfig } from '../platform/runtimeConfig';
import { installFakeAdapter, ok } from './fakeAdapter';
import { apiFileUrl, uploads } from './uploads';

const ticket = {
  fileName: 'a.png',
  key: 'orders/1/comment/0123456789abcdef-a.png',
  uploadUrl: '/sandbox/storage/orders/1/comment/0123456789abcdef-a.png',
  url: '/sandbox/storage/orders/1/comment/0123456789abcdef-a.png',
  expireTime: '2026-11-22T08:15:00Z',
};

describe('uploads', () => {
  const initial = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(initial));

  it('PUTs the file to the ticket’s upload URL under the API, with the file’s type', async () => {
    setRuntimeConfig({ ...initial, apiBase: '', apiPrefix: '/api' });
    const fake = installFakeAdapter(() => ({ body: ok({ key: ticket.key, url: ticket.url, size: 3 }) }));
    try {
      const file = new Blob(['png'], { type: 'image/png' });
      await expect(uploads.put(ticket, file)).resolves.toEqual({ key: ticket.key, url: ticket.url, size: 3 });
      expect(fake.sent[0]).toMatchObject({
        method: 'PUT',
        baseURL: '/api',
        url: ticket.uploadUrl,
        data: file,
      });
      expect(fake.sent[0]?.headers['Content-Type']).toBe('image/png');
    } finally {
      fake.restore();
    }
  });

  it('reads sandbox files through the API and leaves other URLs alone', () => {
    setRuntimeConfig({ ...initial, apiBase: 'https://api.example.com', apiPrefix: '/api' });
    expect(apiFileUrl(ticket.url)).toBe(`https://api.example.com/api${ticket.url}`);
    expect(apiFileUrl('/media/products/a.svg')).toBe('/media/products/a.svg');
    expect(apiFileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(apiFileUrl('')).toBe('');
  });
});
