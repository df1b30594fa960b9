import type { ImageRejectionReason } from './image-rejected-error.js';
import type { ProcessedLogo, ProcessLogoOptions } from './process-logo.js';

/** What the API sends a logo's render process: the upload and the sizes to make. */
export interface LogoRenderJob {
  bytes: Uint8Array;
  options: ProcessLogoOptions;
}

/** What a render process answers: ready for its job, then the logo or why there is none. */
export type LogoRenderReply =
  | { kind: 'ready' }
  | { kind: 'done'; logo: ProcessedLogo }
  | { kind: 'rejected'; reason: ImageRejectionReason; detail: string }
  | { kind: 'failed'; detail: string };
