export * from './openai-stand-in.js';
export * from './generation-input.js';
export * from './layout-nodes.js';
