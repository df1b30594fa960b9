export * from './content-generator.js';
export * from './generator-error.js';
export * from './platform-specs.js';
export { fitToPlatform, measureCaption, postText, truncateToFit } from './text/caption-length.js';
export { buildHashtags, cleanHashtags } from './text/hashtags.js';
export { extractKeywords, splitBrandKeywords, toHashtag } from './text/keywords.js';
export {
  aspectKey,
  renderBrandImages,
  type BrandImageRequest,
} from './image/brand-image-renderer.js';
export { createLocalContentGenerator } from './local-content-generator.js';
export { createOpenAiContentGenerator } from './openai-compatible/openai-content-generator.js';
export type { OpenAiCompatibleConfig } from './openai-compatible/openai-client.js';
