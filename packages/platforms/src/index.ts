export * from './adapters/index.js';
export * from './http.js';
export * from './oauth-tokens.js';
export * from './pkce.js';
export * from './platform-adapter.js';
export * from './platform-error.js';
export * from './platform-registry.js';
export * from './platforms-config.js';
