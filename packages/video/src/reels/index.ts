export * from './reel-errors.js';
export * from './probe-source.js';
export * from './source-signals.js';
export * from './source-transcript.js';
export * from './find-moments.js';
export * from './score-moments.js';
export * from './render-reel.js';
export * from './make-reels.js';
