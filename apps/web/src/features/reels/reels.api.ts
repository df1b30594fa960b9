import {
  ENDPOINTS as E,
  type DeleteReelsResponse,
  type GenerateContentResponse,
  type ReelsJob,
  type ReelsJobResponse,
  type ReelsLinkRequest,
} from '@postcraft/contracts';
import { callEndpoint } from '../../lib/call-endpoint';
import { uploadReelsSource, type UploadProgress } from './upload-reels-source';

/** The reels screen's calls (spec 001 §2 screen 13): start, follow, list, cancel or delete. */

export const REELS_QUERY_KEY = ['reels'] as const;
export const reelsJobQueryKey = (id: string) => [...REELS_QUERY_KEY, id] as const;

/** What a job is started with: a file or a YouTube link, and the options. */
export type ReelsSource = { kind: 'file'; file: File } | { kind: 'link'; youtubeUrl: string };
export interface StartReelsRequest {
  source: ReelsSource;
  count: number;
  /** About how long each clip lasts; absent: the server decides per moment. */
  targetSeconds?: number;
}

/** The job as the server keeps it, without the answer's `success`. */
const jobOf = ({ success: _success, ...job }: ReelsJobResponse): ReelsJob => job;

/** POST /api/content/reels: JSON for a link, multipart (options first, then the file) for a file. */
export async function startReels(
  { source, count, targetSeconds }: StartReelsRequest,
  { signal, onUploadProgress }: { signal?: AbortSignal; onUploadProgress?: UploadProgress } = {},
): Promise<ReelsJob> {
  if (source.kind === 'link') {
    const body: ReelsLinkRequest = {
      youtubeUrl: source.youtubeUrl.trim(),
      count,
      ...(targetSeconds ? { targetSeconds } : {}),
    };
    return jobOf(await callEndpoint(E.startReels, { body, signal }));
  }
  const answer = await uploadReelsSource(
    source.file,
    { count, ...(targetSeconds ? { targetSeconds } : {}) },
    {
      ...(signal ? { signal } : {}),
      ...(onUploadProgress ? { onProgress: onUploadProgress } : {}),
    },
  );
  return jobOf(answer);
}

/** GET /api/content/reels/{id} */
export async function fetchReelsJob(id: string, signal?: AbortSignal): Promise<ReelsJob> {
  return jobOf(await callEndpoint(E.getReels, { params: { id }, signal }));
}

/** GET /api/content/reels: the newest jobs first. */
export async function fetchReelsJobs(signal?: AbortSignal): Promise<ReelsJob[]> {
  return (await callEndpoint(E.listReels, { signal })).reels;
}

/** DELETE /api/content/reels/{id}: stops a job being made, or removes a finished one and its clips. */
export function deleteReelsJob(id: string): Promise<DeleteReelsResponse> {
  return callEndpoint(E.deleteReels, { params: { id } });
}

/** POST …/clips/{id}/caption: a new caption and hashtags for every platform of a clip. */
export async function rewriteClipCaption(
  clipId: string,
): Promise<GenerateContentResponse['content']> {
  return (await callEndpoint(E.regenerateReelClipCaption, { params: { id: clipId } })).content;
}
