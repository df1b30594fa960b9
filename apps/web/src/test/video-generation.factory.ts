import type {
  GenerateContentResponse,
  GenerationProgress,
  GenerationStateResponse,
} from '@postcraft/contracts';

/** A video render as the server first answers it: queued, two renders ahead. */
export const QUEUED: GenerationProgress = {
  generationId: 'v1',
  status: 'queued',
  stage: 'queued',
  progress: 0,
  position: 2,
  message: null,
};

/** A finished 30 s TikTok video with its two-sentence script. */
export const VIDEO_CONTENT: GenerateContentResponse['content'] = {
  generationId: 'v1',
  outputUrl: '/media/generated/u/v1-1080x1920.mp4',
  generator: 'local',
  seed: 7,
  colors: ['#224466'],
  assets: {
    tiktok: {
      url: '/media/generated/u/v1-1080x1920.mp4',
      type: 'video',
      width: 1080,
      height: 1920,
      caption: 'Autumn menu',
      hashtags: ['food'],
      posterUrl: '/media/generated/u/v1-1080x1920.jpg',
      captionsUrl: '/media/generated/u/v1.vtt',
      durationSeconds: 30,
    },
  },
  script: ['Our autumn menu is here.', 'Come taste it on Friday.'],
  durationSeconds: 30,
  posterUrl: '/media/generated/u/v1-1080x1920.jpg',
};

/** GET /api/content/generations/:id's generation, queued unless told otherwise. */
export function buildGenerationState(
  fields: Partial<GenerationStateResponse['generation']> = {},
): GenerationStateResponse['generation'] {
  return { ...QUEUED, content: null, ...fields };
}

/** The same generation once done, with its content. */
export function doneState(
  content: GenerateContentResponse['content'] = VIDEO_CONTENT,
): GenerationStateResponse['generation'] {
  return buildGenerationState({
    generationId: content.generationId,
    status: 'done',
    stage: 'done',
    progress: 100,
    position: null,
    content,
  });
}
