export * from './brand-context.js';
export * from './content-generator.js';
export * from './generated-media.js';
export * from './generation-progress.js';
export * from './render-video-generation.js';
export * from './audio-providers.js';
export * from './stored-image.js';
export * from './stored-voice-note.js';
