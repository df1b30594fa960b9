export { decodeBmp, type RawImage } from './bmp.js';
export {
  detectImageType,
  looksLikeSvg,
  type DetectedImage,
  type ImageFormat,
} from './detect-image-type.js';
export { ImageRejectedError, type ImageRejectionReason } from './image-rejected-error.js';
export {
  createLogoRenderer,
  LogoRendererBusyError,
  type LogoRenderer,
  type LogoRendererOptions,
} from './logo-renderer.js';
export { MEDIA_NAME_RANDOM_BYTES, newMediaName } from './media-name.js';
export { LocalDiskStorage, type LocalDiskStorageOptions } from './local-disk-storage.js';
export {
  assertValidMediaPrefix,
  contentTypeOfKey,
  copyStoredFile,
  InvalidMediaKeyError,
  isStored,
  isValidMediaKey,
  MEDIA_CONTENT_TYPES,
  putFileInto,
  type MediaEntry,
  type MediaObject,
  type MediaStorage,
  type StoredMedia,
} from './media-storage.js';
export {
  DEFAULT_MAX_INPUT_PIXELS,
  processLogo,
  type ProcessedImage,
  type ProcessedLogo,
  type ProcessLogoOptions,
} from './process-logo.js';
export {
  detectPostMedia,
  postMediaOfExtension,
  type DetectedPostMedia,
} from './detect-post-media.js';
export { detectAudio } from './detect-audio.js';
export { detectVideoSource, type DetectedVideoSource } from './detect-video-source.js';
