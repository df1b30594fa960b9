export * from './content-generator.js';
export * from './generator-error.js';
export * from './platform-specs.js';
export { measureCaption, postText } from './text/caption-length.js';
export { buildHashtags, cleanHashtags } from './text/hashtags.js';
export { extractKeywords, splitBrandKeywords, toHashtag } from './text/keywords.js';
export {
  aspectKey,
  renderBrandImages,
  type BrandImageRequest,
  type Rasterise,
} from './image/brand-image-renderer.js';
export {
  createRenderPool,
  defaultRenderThreads,
  type RenderPool,
  type RenderPoolOptions,
} from './render/render-pool.js';
export {
  inProcessRenderer,
  runRenderTask,
  type Renderer,
  type RenderTask,
} from './render/render-task.js';
export { createLocalContentGenerator } from './local-content-generator.js';
export { createOpenAiContentGenerator } from './openai-compatible/openai-content-generator.js';
export type { OpenAiCompatibleConfig } from './openai-compatible/openai-client.js';
export {
  MOMENT_RANKING_JSON_SCHEMA,
  rankMomentsWithProvider,
  readMomentRanking,
  type RankingAnswer,
  type RankingCandidate,
} from './openai-compatible/moment-ranking.js';
export { detectLanguage, type PostLanguage } from './copy/post-language.js';
export { illustrationFor } from './image/illustrations.js';
export { NARRATION_WORDS_PER_SEC, videoScriptOf, type VideoScript } from './video/video-script.js';
export { renderVideoScenes, type VideoSceneImage } from './video/video-scenes.js';
export { lightBrandColour } from './image/brand-colors.js';
