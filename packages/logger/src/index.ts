import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths whose values never reach a log line. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.secret',
];

/** A pino logger that never writes tokens, passwords, cookies or secrets. */
export function createLogger(level: string, name: string): Logger {
  return pino({ name, level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
