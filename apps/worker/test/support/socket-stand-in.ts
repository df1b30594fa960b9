import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userRoom } from '@postcraft/contracts';
import { ensureSocketAttachmentsTable } from '@postcraft/jobs';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A stand-in for the API's socket.io server: the same PostgreSQL adapter on DATABASE_URL, with
 * each socket put in the room of the user its handshake names (the API authenticates first; its
 * own tests cover that). It shows what the worker's emitter delivers to a browser.
 */
export interface SocketStandIn {
  /** A browser of `userId`, recording what it receives with the time it arrived. */
  browser(userId: string): Promise<{
    socket: Socket;
    received: Array<{ event: string; payload: unknown; at: number }>;
  }>;
  close(): Promise<void>;
}

export async function startSocketStandIn(databaseUrl: string): Promise<SocketStandIn> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  await ensureSocketAttachmentsTable(pool);
  const httpServer = createServer();
  const io = new Server(httpServer, { adapter: createAdapter(pool) });
  io.on('connection', (socket) => {
    const userId = String(socket.handshake.query.userId ?? '');
    void socket.join(userRoom(userId));
    socket.emit('joined');
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const sockets: Socket[] = [];
  return {
    async browser(userId) {
      const socket = connect(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        reconnection: false,
        query: { userId },
      });
      sockets.push(socket);
      const received: Array<{ event: string; payload: unknown; at: number }> = [];
      socket.onAny((event: string, payload: unknown) =>
        received.push({ event, payload, at: Date.now() }),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('joined', () => resolve());
        socket.once('connect_error', reject);
      });
      return { socket, received };
    },
    async close() {
      for (const socket of sockets) socket.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await pool.end();
    },
  };
}
