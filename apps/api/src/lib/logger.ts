import { pino, type Logger } from 'pino';

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

export function createLogger(level: string, name = 'api'): Logger {
  return pino({ name, level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
