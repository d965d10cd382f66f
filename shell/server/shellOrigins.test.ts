/**
 * @jest-environment node
 */
// The origins the shell answers at come from configuration; the request's Host only picks one of them.
import type { FastifyRequest } from 'fastify';
import { shellOriginOf, shellOriginsFrom } from './shellOrigins';

const request = (host: string, protocol = 'http') => ({ host, protocol }) as unknown as FastifyRequest;

describe('shellOriginsFrom', () => {
  it('defaults to HOST and the shell port, with both loopback names for a store on this machine', () => {
    expect(shellOriginsFrom({}, 3000)).toEqual({
      public: 'http://localhost:3000',
      all: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
    });
    expect(shellOriginsFrom({ HOST: '127.0.0.1' }, 4000).public).toBe('http://127.0.0.1:4000');
    // A wildcard bind is no address to open: this machine's name.
    expect(shellOriginsFrom({ HOST: '0.0.0.0' }, 3000).public).toBe('http://localhost:3000');
    expect(shellOriginsFrom({ HOST: '::' }, 3000).public).toBe('http://localhost:3000');
    expect(shellOriginsFrom({ HOST: 'shop.lan' }, 3000)).toEqual({
      public: 'http://shop.lan:3000',
      all: ['http://shop.lan:3000'],
    });
  });

  it('takes PUBLIC_ORIGIN and SHELL_ORIGINS as configured', () => {
    expect(
      shellOriginsFrom(
        { PUBLIC_ORIGIN: 'https://shop.example.com/', SHELL_ORIGINS: ' https://www.shop.example.com , ' },
        3000,
      ),
    ).toEqual({
      public: 'https://shop.example.com',
      all: ['https://shop.example.com', 'https://www.shop.example.com'],
    });
  });

  it.each([
    ['PUBLIC_ORIGIN', 'shop.example.com'],
    ['PUBLIC_ORIGIN', 'ftp://shop.example.com'],
    ['PUBLIC_ORIGIN', 'https://shop.example.com/store'],
    ['SHELL_ORIGINS', 'https://a.example, https://user@b.example'],
  ])('refuses %s=%s with a message naming it', (variable, value) => {
    expect(() => shellOriginsFrom({ [variable]: value }, 3000)).toThrow(variable);
  });
});

describe('shellOriginOf', () => {
  const origins = shellOriginsFrom({}, 3000);

  it('is the configured origin the request was made to', () => {
    expect(shellOriginOf(origins, request('localhost:3000'))).toBe('http://localhost:3000');
    expect(shellOriginOf(origins, request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
  });

  it.each(['evil.example', 'evil.example:3000', 'localhost:3001', 'localhost', '', 'a b', '[::1'])(
    'is the public origin for any other Host (%s)',
    (host) => {
      expect(shellOriginOf(origins, request(host))).toBe('http://localhost:3000');
    },
  );

  it('tells the protocol apart', () => {
    const secure = shellOriginsFrom({ PUBLIC_ORIGIN: 'https://shop.example.com' }, 3000);
    expect(shellOriginOf(secure, request('shop.example.com', 'https'))).toBe('https://shop.example.com');
    expect(shellOriginOf(origins, request('localhost:3000', 'https'))).toBe('http://localhost:3000');
  });
});
