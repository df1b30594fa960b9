import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * Wraps the app so that every answer it writes (status, headers and body) is kept, whatever the
 * test does with it; the suites then search all of them for secrets.
 */
export class ResponseRecorder {
  readonly answers: string[] = [];

  wrap(app: Express): (req: IncomingMessage, res: ServerResponse) => void {
    return (req, res) => {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        const [chunk] = args;
        const body =
          typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
        this.answers.push(
          `${req.method} ${req.url} ${res.statusCode}\n${JSON.stringify(res.getHeaders())}\n${body}`,
        );
        return end(...args);
      }) as ServerResponse['end'];
      app(req, res);
    };
  }

  /** The answers containing any of these values. */
  containing(values: readonly string[]): string[] {
    const needles = values.filter((value) => value.length > 0);
    return this.answers.filter((answer) => needles.some((needle) => answer.includes(needle)));
  }
}
