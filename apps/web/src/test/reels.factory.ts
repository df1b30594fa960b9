import type { GenerateContentResponse, ReelClip, ReelsJob } from '@postcraft/contracts';

/** A reels job as the server first answers it: a file, queued with two jobs ahead. */
export function buildReelsJob(fields: Partial<ReelsJob> = {}): ReelsJob {
  return {
    id: 'r1',
    status: 'queued',
    stage: 'queued',
    progress: 0,
    position: 2,
    message: null,
    source: { kind: 'upload', name: 'talk.mp4', durationSeconds: null },
    count: 5,
    targetSeconds: null,
    clips: [],
    createdAt: '2030-01-01T10:00:00.000Z',
    ...fields,
  };
}

/** A clip cut from 1:05 to 1:35 of the source. */
export function buildClip(fields: Partial<ReelClip> = {}): ReelClip {
  return {
    id: 'c1',
    url: '/media/generated/u/c1.mp4',
    posterUrl: '/media/generated/u/c1.jpg',
    captionsUrl: '/media/generated/u/c1.vtt',
    start: 65,
    end: 95,
    durationSeconds: 30,
    title: 'Why most launches fail',
    caption: 'Most launches fail for one reason.',
    hashtags: ['launch'],
    score: 87,
    reason: 'Opens with a question and ends on a pause.',
    ...fields,
  };
}

/** The job once done, with its clips. */
export function doneJob(clips: ReelClip[] = [buildClip()]): ReelsJob {
  return buildReelsJob({
    status: 'done',
    stage: 'done',
    progress: 100,
    position: null,
    source: { kind: 'upload', name: 'talk.mp4', durationSeconds: 300 },
    clips,
  });
}

/** A clip's generation content: its video and caption on TikTok and LinkedIn. */
export function clipContent(clip: ReelClip = buildClip()): GenerateContentResponse['content'] {
  const asset = {
    url: clip.url,
    type: 'video' as const,
    width: 1080,
    height: 1920,
    caption: clip.caption,
    hashtags: clip.hashtags,
    posterUrl: clip.posterUrl,
    captionsUrl: clip.captionsUrl,
    durationSeconds: clip.durationSeconds,
  };
  return {
    generationId: clip.id,
    outputUrl: clip.url,
    generator: 'local',
    seed: 1,
    colors: [],
    assets: { tiktok: asset, linkedin: { ...asset, caption: `${clip.caption} (LinkedIn)` } },
    durationSeconds: clip.durationSeconds,
    posterUrl: clip.posterUrl,
  };
}
