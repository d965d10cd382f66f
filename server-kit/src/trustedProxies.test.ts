import Fastify from 'fastify';
import { trustedProxiesFrom } from './trustedProxies';

describe('trustedProxiesFrom', () => {
  it('believes loopback alone unless TRUSTED_PROXIES names more', () => {
    expect(trustedProxiesFrom({})).toBe('loopback');
    expect(trustedProxiesFrom({ TRUSTED_PROXIES: ' 10.0.0.4, 10.0.1.0/24 ' })).toBe(
      'loopback,10.0.0.4,10.0.1.0/24',
    );
  });

  it('refuses an entry that is not an address or a range', () => {
    expect(() => trustedProxiesFrom({ TRUSTED_PROXIES: 'balancer.internal' })).toThrow(/TRUSTED_PROXIES/);
  });

  it("takes a named proxy's X-Forwarded-For, and not a stranger's", async () => {
    const app = Fastify({ trustProxy: trustedProxiesFrom({ TRUSTED_PROXIES: '10.0.1.0/24' }) });
    app.get('/', async (request) => request.ip);
    const via = (remoteAddress: string) =>
      app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await via('10.0.1.7')).body).toBe('203.0.113.9');
    expect((await via('127.0.0.1')).body).toBe('203.0.113.9');
    expect((await via('198.51.100.2')).body).toBe('198.51.100.2');
    await app.close();
  });
});
