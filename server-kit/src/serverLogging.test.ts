/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { logFormatFrom, serverLogOptions, type LogFormat } from './serverLogging';

/** A server logging into a list of lines, with one route. */
function loggingServer(format: LogFormat) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify(serverLogOptions('info', format, sink));
  app.get('/products/:id', async () => ({ ok: true }));
  return { app, lines };
}

describe('server logging', () => {
  it('writes one short line per answer for a person, without the query', async () => {
    const { app, lines } = loggingServer('pretty');
    await app.inject({ url: '/products/7?code=123456' });
    await app.inject({ url: '/nowhere' });
    await app.close();
    const answers = lines.filter((line) => /GET \//.test(line));
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/GET \/products\/7 200 \d+ ms/);
    expect(answers[1]).toMatch(/GET \/nowhere 404 \d+ ms/);
    expect(lines.join('\n')).not.toContain('123456');
    expect(lines.every((line) => !line.startsWith('{'))).toBe(true);
  });

  it('keeps JSON lines, Fastify’s own request lines among them, for production', async () => {
    const { app, lines } = loggingServer('json');
    await app.inject({ url: '/products/7' });
    await app.close();
    const events = lines.map((line) => JSON.parse(line) as { msg?: string });
    expect(events.map((event) => event.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('writes nothing when logging is off', () => {
    expect(serverLogOptions(false, 'pretty').loggerInstance).toBeUndefined();
  });

  it('reads LOG_FORMAT: pretty when asked, JSON otherwise', () => {
    expect(logFormatFrom({ LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormatFrom({ LOG_FORMAT: 'yaml' })).toBe('json');
    expect(logFormatFrom({})).toBe('json');
  });
});
