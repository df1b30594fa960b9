import { createServer, type AddressInfo } from 'node:net';

/**
 * The smallest SMTP server that keeps each message exactly as it was sent, headers included (the
 * mail catcher keeps only what people read, not headers such as Reply-To).
 */
export interface RawSmtpServer {
  url: string;
  nextMessage(timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startRawSmtpServer(): Promise<RawSmtpServer> {
  const messages: string[] = [];
  const waiting: Array<(message: string) => void> = [];
  const deliver = (message: string) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  };

  const server = createServer((socket) => {
    let pending = '';
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 raw-smtp ready');
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      pending += chunk;
      let end: number;
      while ((end = pending.indexOf('\r\n')) >= 0) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (data) {
          if (line === '.') {
            deliver(data.join('\r\n'));
            data = undefined;
            reply('250 queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250 raw-smtp');
        else if (command === 'DATA') {
          data = [];
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMessage: (timeoutMs = 10_000) => {
      const ready = messages.shift();
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No SMTP message arrived')), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP address where nothing listens: a mail server that is down. */
export async function unusedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
