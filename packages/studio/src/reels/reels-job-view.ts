import {
  translateApiMessage,
  type MailLanguage,
  type ReelClip,
  type ReelsJob,
} from '@postcraft/contracts';
import type { GenerationRecord, ReelsJobRecord } from '@postcraft/data';

/** A clip's reason in the user's language: each of its parts (joined with "; ") translated. */
export function reelReasonIn(reason: string, language: MailLanguage): string {
  if (language === 'en') return reason;
  const parts = reason.replace(/\.$/u, '').split('; ');
  return `${parts.map((part) => translateApiMessage(part, language)).join(' ; ')}.`;
}

/** A clip as the reels answer lists it; null when its files were swept (a draft kept a day). */
export function reelClipOf(
  generation: Pick<GenerationRecord, '_id' | 'reel' | 'assets' | 'sweptAt'>,
  language: MailLanguage = 'en',
): ReelClip | null {
  const reel = generation.reel;
  const asset = generation.assets[0];
  if (!reel || !asset || generation.sweptAt) return null;
  return {
    id: generation._id.toString(),
    url: asset.url,
    posterUrl: asset.posterUrl ?? '',
    captionsUrl: asset.captionsUrl ?? '',
    start: reel.start,
    end: reel.end,
    durationSeconds: asset.durationSeconds ?? Math.max(0.1, reel.end - reel.start),
    title: reel.title,
    caption: asset.caption,
    hashtags: [...asset.hashtags],
    score: Math.max(0, Math.min(100, reel.score)),
    reason: reelReasonIn(reel.reason, language),
  };
}

/**
 * A reels job as its GET answers it and the worker pushes it: progress, the failure in the
 * user's language, and the clips (in the job's order, best first) once done.
 */
export function reelsJobOf(
  record: ReelsJobRecord,
  clips: ReadonlyArray<Pick<GenerationRecord, '_id' | 'reel' | 'assets' | 'sweptAt'>>,
  language: MailLanguage,
  position: number | null = null,
): ReelsJob {
  const byId = new Map(clips.map((clip) => [clip._id.toString(), clip]));
  return {
    id: record._id.toString(),
    status: record.status,
    stage: record.stage,
    progress: Math.max(0, Math.min(100, Math.round(record.progress))),
    position: record.status === 'queued' ? position : null,
    message: record.failure ? translateApiMessage(record.failure, language) : null,
    source: {
      kind: record.source.kind,
      name: record.source.name,
      durationSeconds: record.source.durationSeconds,
    },
    count: record.options.count,
    targetSeconds: record.options.targetSeconds,
    clips: record.clipIds
      .map((id) => byId.get(id))
      .map((clip) => (clip ? reelClipOf(clip, language) : null))
      .filter((clip): clip is ReelClip => clip !== null),
    createdAt: record.createdAt.toISOString(),
  };
}
