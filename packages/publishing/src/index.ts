export * from './account-credentials.js';
export * from './error-classification.js';
export * from './platform-media.js';
export * from './publish-notifications.js';
export * from './publish-post.js';
export * from './publish-services.js';
export * from './publish-to-platform.js';
export * from './retry-post.js';
