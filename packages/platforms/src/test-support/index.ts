export * from './stand-in-server.js';
export * from './platform-failure.js';
