// How the store's servers log. Production writes pino's JSON lines, one per event, for a log collector;
// a person running the demo or the dev servers reads one short line per answer instead (LOG_FORMAT=pretty),
// so the address and the demo login printed at start stay easy to find.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/** A server's log: off, on at `info`, or on from the level named (pino's: trace ... error, silent). */
export type LogSetting = boolean | string | undefined;

/** LOG_FORMAT from the environment: `pretty` for people, anything else JSON (production's). */
export const logFormatFrom = (env: NodeJS.ProcessEnv): LogFormat =>
  env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json';

/**
 * One line when an answer is sent (method, path, status, time) instead of Fastify's two per request.
 * The path only: a query may carry a one-time code.
 */
class OneLinePerAnswer extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const path = request.url.split('?')[0] ?? request.url;
    const line = `${request.method} ${path} ${String(reply.statusCode)} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

export interface ServerLogOptions {
  /** The logger Fastify is given, or none when logging is off. */
  loggerInstance?: FastifyBaseLogger;
  logController?: LogController;
}

/**
 * The logging part of a Fastify server's options, for `Fastify({ ...serverLogOptions(log, format) })`.
 * Lines go to standard output unless a destination is given (tests read them there).
 */
export function serverLogOptions(
  log: LogSetting,
  format: LogFormat,
  destination: NodeJS.WritableStream = process.stdout,
): ServerLogOptions {
  if (log === undefined || log === false) return {};
  const level = typeof log === 'string' ? log : 'info';
  if (format === 'json') return { loggerInstance: pino({ level }, destination) };
  const stream = pinoPretty({
    // Synchronous: a line is on the terminal before the next one, and none is lost at exit.
    sync: true,
    colorize: process.stdout.isTTY,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    destination,
  });
  return { loggerInstance: pino({ level }, stream), logController: new OneLinePerAnswer() };
}
