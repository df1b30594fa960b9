import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@postcraft/logger';
import { io as connect } from 'socket.io-client';
import { attachSocketServer } from '../src/realtime/attach-socket-server.js';
import { createTestApp } from './helpers/test-app.js';

describe('socket.io on the API server', () => {
  it('when a browser connects to /socket.io on the API origin, then the connection opens', async () => {
    const { app, config } = createTestApp();
    const httpServer = createServer(app);
    const sockets = attachSocketServer(httpServer, config, createLogger('silent', 'api-test'));
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const { port } = httpServer.address() as AddressInfo;

    const client = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      expect(client.connected).toBe(true);
    } finally {
      client.close();
      await sockets.close();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    }
  });
});
